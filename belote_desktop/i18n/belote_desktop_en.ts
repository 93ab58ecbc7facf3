<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name></name>
    <message numerus="yes">
        <location filename="../ui/deck_chooser.py" line="+198"/>
        <source>%n decks available.</source>
        <translation>
            <numerusform>%n deck available.</numerusform>
            <numerusform>%n decks available.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n installed decks cannot be drawn correctly and are not offered.</source>
        <translation>
            <numerusform>%n installed deck cannot be drawn correctly and is not offered.</numerusform>
            <numerusform>%n installed decks cannot be drawn correctly and are not offered.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/help_text.py" line="+315"/>
        <location filename="../ui/score_sheet.py" line="+167"/>
        <source>%n balls</source>
        <translation>
            <numerusform>%n ball</numerusform>
            <numerusform>%n balls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../ui/score_sheet.py" line="-2"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+502"/>
        <source>The first team to reach %n points after a deal wins; a tie plays another deal.</source>
        <translation>
            <numerusform>The first team to reach %n point after a deal wins; a tie plays another deal.</numerusform>
            <numerusform>The first team to reach %n points after a deal wins; a tie plays another deal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>The first player over %n points wins; if both pass it in the same deal, the limit rises by 500.</source>
        <translation>
            <numerusform>The first player over %n point wins; if both pass it in the same deal, the limit rises by 500.</numerusform>
            <numerusform>The first player over %n points wins; if both pass it in the same deal, the limit rises by 500.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The first side over %n balls wins; if several pass it in the same deal, the limit rises by 50.</source>
        <translation>
            <numerusform>The first side over %n ball wins; if several pass it in the same deal, the limit rises by 50.</numerusform>
            <numerusform>The first side over %n balls wins; if several pass it in the same deal, the limit rises by 50.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/score_model.py" line="+333"/>
        <source>%n points held back until the next deal is won.</source>
        <translation>
            <numerusform>%n point held back until the next deal is won.</numerusform>
            <numerusform>%n points held back until the next deal is won.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your team collected %n points held back from a litige.</source>
        <translation>
            <numerusform>Your team collected %n point held back from a litige.</numerusform>
            <numerusform>Your team collected %n points held back from a litige.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 collected %n points held back from a litige.</source>
        <translation>
            <numerusform>%1 collected %n point held back from a litige.</numerusform>
            <numerusform>%1 collected %n points held back from a litige.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/score_sheet.py" line="+103"/>
        <source>A tie: %n points of the takers wait for the winner of the next deal.</source>
        <translation>
            <numerusform>A tie: %n point of the takers waits for the winner of the next deal.</numerusform>
            <numerusform>A tie: %n points of the takers wait for the winner of the next deal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your team also collects %n points held back from the tie.</source>
        <translation>
            <numerusform>Your team also collects %n point held back from the tie.</numerusform>
            <numerusform>Your team also collects %n points held back from the tie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 also collect %n points held back from the tie.</source>
        <translation>
            <numerusform>%1 also collect %n point held back from the tie.</numerusform>
            <numerusform>%1 also collect %n points held back from the tie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+53"/>
        <source>%1 to %2, by %n balls after %3.</source>
        <translation>
            <numerusform>%1 to %2, by %n ball after %3.</numerusform>
            <numerusform>%1 to %2, by %n balls after %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 to %2, by %n points after %3.</source>
        <translation>
            <numerusform>%1 to %2, by %n point after %3.</numerusform>
            <numerusform>%1 to %2, by %n points after %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-4"/>
        <source>%n deals</source>
        <translation>
            <numerusform>%n deal</numerusform>
            <numerusform>%n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/settings_dialog.py" line="+546"/>
        <source>%n people share this computer (hotseat).</source>
        <translation>
            <numerusform>%n person shares this computer (hotseat).</numerusform>
            <numerusform>%n people share this computer (hotseat).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/scene_labels.py" line="+97"/>
        <source>%n tricks won by %1</source>
        <translation>
            <numerusform>%n trick won by %1</numerusform>
            <numerusform>%n tricks won by %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/scene_steps.py" line="+131"/>
        <source>Cut after %n cards</source>
        <translation>
            <numerusform>Cut after %n card</numerusform>
            <numerusform>Cut after %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/accessibility.py" line="+154"/>
        <source>Your hand, %n cards</source>
        <translation>
            <numerusform>Your hand, %n card</numerusform>
            <numerusform>Your hand, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Hand of %1, %n cards</source>
        <translation>
            <numerusform>Hand of %1, %n card</numerusform>
            <numerusform>Hand of %1, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>Trick, %n cards</source>
        <translation>
            <numerusform>Trick, %n card</numerusform>
            <numerusform>Trick, %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <location filename="../ui/controller.py" line="+566"/>
        <source>The game is not kept for resuming ({error}): its last %n actions would be lost if the game closed now. Game &gt; Save keeps it elsewhere.</source>
        <translation>
            <numerusform>The game is not kept for resuming ({error}): its last %n action would be lost if the game closed now. Game &gt; Save keeps it elsewhere.</numerusform>
            <numerusform>The game is not kept for resuming ({error}): its last %n actions would be lost if the game closed now. Game &gt; Save keeps it elsewhere.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../ui/main_window.py" line="+372"/>
        <source>Its last %n actions could not be kept when it was played: it resumes from before them.</source>
        <translation>
            <numerusform>Its last %n action could not be kept when it was played: it resumes from before it.</numerusform>
            <numerusform>Its last %n actions could not be kept when it was played: it resumes from before them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+350"/>
        <source>Leave the game in progress? It could not be kept: its last %n actions are lost (Game &gt; Save keeps it elsewhere).</source>
        <translation>
            <numerusform>Leave the game in progress? It could not be kept: its last %n action is lost (Game &gt; Save keeps it elsewhere).</numerusform>
            <numerusform>Leave the game in progress? It could not be kept: its last %n actions are lost (Game &gt; Save keeps it elsewhere).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message numerus="yes">
        <location filename="../ui/stats_dialog.py" line="+214"/>
        <source>%n matches; the last: {value}</source>
        <translation>
            <numerusform>%n match; the last: {value}</numerusform>
            <numerusform>%n matches; the last: {value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n matches reviewed; the last: {value}</source>
        <translation>
            <numerusform>%n match reviewed; the last: {value}</numerusform>
            <numerusform>%n matches reviewed; the last: {value}</numerusform>
        </translation>
    </message>
</context>
</TS>
