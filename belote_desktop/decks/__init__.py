"""decks"""
