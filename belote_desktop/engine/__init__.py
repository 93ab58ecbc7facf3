"""The rules of Belote as pure Python: no Qt, no file I/O, no global state."""
