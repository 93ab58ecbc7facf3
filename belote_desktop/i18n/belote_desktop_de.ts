<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../ui/auction_panel.py" line="+194"/>
        <source>(D)</source>
        <translation>(G)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, the dealer</source>
        <translation>%1, der Geber</translation>
    </message>
    <message>
        <location line="+125"/>
        <location line="+290"/>
        <source>Bid</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Bidding is over</source>
        <translation>Das Reizen ist vorbei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap the 7 of trump?</source>
        <translation>Die Trumpf-7 tauschen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewer than 14 points?</source>
        <translation>Weniger als 14 Punkte?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round 2: name a trump</source>
        <translation>2. Runde: Trumpf ansagen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round 1: take or pass</source>
        <translation>1. Runde: nehmen oder passen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/help_text.py" line="+596"/>
        <location line="+28"/>
        <location line="+55"/>
        <source>Bidding</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting for %1…</source>
        <translation>Warten auf %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your call.</source>
        <translation>Sie sind dran.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You hold the 7 of trump: you may give it for the turned card.</source>
        <translation>Sie haben die Trumpf-7: Sie dürfen sie gegen die aufgedeckte Karte tauschen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your cards are worth fewer than 14 points: you may cancel the deal.</source>
        <translation>Ihre Karten zählen weniger als 14 Punkte: Sie dürfen das Spiel abbrechen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the turned card to make its suit trump, or pass.</source>
        <translation>Nehmen Sie die aufgedeckte Karte, dann wird ihre Farbe Trumpf, oder passen Sie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name another suit as trump: the dealer may not pass in this round.</source>
        <translation>Sagen Sie eine andere Farbe als Trumpf an: Der Geber darf in dieser Runde nicht passen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name another suit as trump, or pass.</source>
        <translation>Sagen Sie eine andere Farbe als Trumpf an, oder passen Sie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your team&apos;s bid was contred: surcontre or pass.</source>
        <translation>Ihr Gebot wurde kontriert: Rekontra oder passen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a value and a trump, then Bid.</source>
        <translation>Wählen Sie Wert und Trumpf, dann Reizen.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Take %1</source>
        <translation>%1 nehmen</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Bid %1</source>
        <translation>%1 reizen</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The turned card</source>
        <translation>Die aufgedeckte Karte</translation>
    </message>
    <message>
        <location filename="../ui/deck_chooser.py" line="+51"/>
        <source>by %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>licence %1</source>
        <translation>Lizenz %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>author and licence not stated</source>
        <translation>Urheber und Lizenz nicht angegeben</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Card deck</source>
        <translation>Kartenblatt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Looking for installed card decks…</source>
        <translation>Suche nach installierten Kartenblättern…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Drawing the preview…</source>
        <translation>Vorschau wird gezeichnet…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not look for card decks: %1</source>
        <translation>Kartenblätter konnten nicht gesucht werden: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>built-in</source>
        <translation>eingebaut</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n decks available.</source>
        <translation>
            <numerusform>%n Kartenblatt verfügbar.</numerusform>
            <numerusform>%n Kartenblätter verfügbar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n installed decks cannot be drawn correctly and are not offered.</source>
        <translation>
            <numerusform>%n installiertes Kartenblatt lässt sich nicht richtig zeichnen und wird nicht angeboten.</numerusform>
            <numerusform>%n installierte Kartenblätter lassen sich nicht richtig zeichnen und werden nicht angeboten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chosen deck is no longer installed; pick another.</source>
        <translation>Das gewählte Kartenblatt ist nicht mehr installiert; wählen Sie ein anderes.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deck cannot be shown: %1</source>
        <translation>Dieses Kartenblatt kann nicht angezeigt werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/help_dialog.py" line="+53"/>
        <source>Rules and keys</source>
        <translation>Regeln und Tasten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules of</source>
        <translation>Regeln für</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../ui/settings_dialog.py" line="+257"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>(as played at this table)</source>
        <translation>(wie an diesem Tisch gespielt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(with its usual options)</source>
        <translation>(mit den üblichen Optionen)</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-559"/>
        <location line="+9"/>
        <source>7</source>
        <translation>7</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+8"/>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+7"/>
        <source>9</source>
        <translation>9</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>J</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Q</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+499"/>
        <location filename="../ui/table_labels.py" line="+67"/>
        <source>No trump</source>
        <translation>Ohne Trumpf</translation>
    </message>
    <message>
        <location line="-497"/>
        <location line="+498"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>All trump</source>
        <translation>Alles Trumpf</translation>
    </message>
    <message>
        <location line="-491"/>
        <source>NT</source>
        <translation>OT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AT</source>
        <translation>AT</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../ui/table_labels.py" line="-18"/>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/settings.py" line="+96"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/settings.py" line="+0"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/settings.py" line="+0"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>North–South</source>
        <translation>Nord–Süd</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>East–West</source>
        <translation>Ost–West</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/score_words.py" line="+82"/>
        <location filename="../ui/table_labels.py" line="+39"/>
        <source>Capot</source>
        <translation>Kapot</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+273"/>
        <location filename="../ui/table_labels.py" line="-14"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location line="-272"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Take</source>
        <translation>Nehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contre</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre</source>
        <translation>Rekontra</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+301"/>
        <location filename="../ui/score_model.py" line="+271"/>
        <location filename="../ui/score_sheet.py" line="+209"/>
        <source>Declarations</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <location line="-300"/>
        <source>Sequences and four of a kind held at the start score extra for the team with the best one.</source>
        <translation>Folgen und Vierlinge auf der Hand zählen extra für die Partei mit der besten Meldung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Partner exemption</source>
        <translation>Ausnahme für den Partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your partner is winning the trick you need not trump: any card will do.</source>
        <translation>Wenn Ihr Partner den Stich hält, müssen Sie nicht trumpfen: jede Karte ist erlaubt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Must undertrump</source>
        <translation>Untertrumpfen ist Pflicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unable to beat a trump already played? You must still play a lower trump if you have one.</source>
        <translation>Sie können einen gespielten Trumpf nicht überstechen? Dann müssen Sie trotzdem einen niedrigeren Trumpf spielen, wenn Sie einen haben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealer must choose</source>
        <translation>Geber muss wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the second round of bidding the dealer may not pass and must name a trump.</source>
        <translation>In der zweiten Reizrunde darf der Geber nicht passen und muss einen Trumpf ansagen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No trump and all trump bids</source>
        <translation>Gebote ohne Trumpf und alles Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids may also name no trump (no suit is trump) or all trump (every suit is trump).</source>
        <translation>Gebote dürfen auch ohne Trumpf (keine Farbe ist Trumpf) oder alles Trumpf (jede Farbe ist Trumpf) lauten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Takers must beat the defence</source>
        <translation>Spieler müssen Gegner übertreffen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reaching the bid is not enough: the takers must also score more than the defenders.</source>
        <translation>Das Gebot zu erreichen genügt nicht: Die Spieler müssen auch mehr Punkte als die Gegenspieler machen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Surcontre multiplies by</source>
        <translation>Rekontra multipliziert mit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A contre doubles the contract; a surcontre multiplies it by this much.</source>
        <translation>Kontra verdoppelt das Spiel; Rekontra multipliziert es mit diesem Wert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last bidder may raise</source>
        <translation>Höchstbietender darf erhöhen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the other three pass, the highest bidder gets one more turn to raise or stand.</source>
        <translation>Wenn die anderen drei passen, darf der Höchstbietende noch einmal erhöhen oder stehen bleiben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel under 14 points</source>
        <translation>Abbruch unter 14 Punkten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four players: a player whose cards are worth fewer than 14 points may cancel the deal.</source>
        <translation>Zu viert: Wer Karten im Wert von weniger als 14 Punkten hat, darf das Spiel abbrechen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random pairs</source>
        <translation>Zufällige Paare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four players: partners are drawn at random at the start of the game.</source>
        <translation>Zu viert: Die Partner werden zu Beginn der Partie ausgelost.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduced combinations</source>
        <translation>Begrenzte Meldungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One against one: combinations of 100 or more count at most twice a game.</source>
        <translation>Einer gegen einen: Meldungen ab 100 zählen höchstens zweimal pro Partie.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Classic Belote</source>
        <translation>Klassisches Belote</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contrée</source>
        <translation>Contrée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Romanian Belot</source>
        <translation>Rumänisches Belot</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A single deal</source>
        <translation>Ein einziges Spiel</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location filename="../ui/score_sheet.py" line="-42"/>
        <source>%n balls</source>
        <translation>
            <numerusform>%n Kugel</numerusform>
            <numerusform>%n Kugeln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../ui/score_sheet.py" line="-2"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Four players, in two teams</source>
        <translation>Vier Spieler in zwei Parteien</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each alone</source>
        <translation>Drei Spieler, jeder für sich</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One against one</source>
        <translation>Einer gegen einen</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>32 cards; partners sit opposite each other.</source>
        <translation>32 Karten; Partner sitzen einander gegenüber.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>24 cards (no 7s or 8s); South, East and West each play for themselves.</source>
        <translation>24 Karten (ohne 7er und 8er); Süd, Ost und West spielen jeder für sich.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>24 cards, nine each, South against North; scores kept in points, not balls.</source>
        <translation>24 Karten, je neun, Süd gegen Nord; gezählt wird in Punkten, nicht in Kugeln.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Move to the previous card of your hand</source>
        <translation>Zur vorigen Karte Ihrer Hand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>← Left</source>
        <translation>← Links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to the next card of your hand</source>
        <translation>Zur nächsten Karte Ihrer Hand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>→ Right</source>
        <translation>→ Rechts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the card you moved to</source>
        <translation>Die gewählte Karte spielen</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+37"/>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Start a new game</source>
        <translation>Ein neues Spiel beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a saved game</source>
        <translation>Ein gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game</source>
        <translation>Das Spiel speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last card or call (not in hotseat)</source>
        <translation>Ihre letzte Karte oder Ansage zurücknehmen (nicht bei mehreren Personen an einem Rechner)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a suggested card or call</source>
        <translation>Eine vorgeschlagene Karte oder Ansage zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the last trick</source>
        <translation>Den letzten Stich zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the score sheet</source>
        <translation>Die Punkteliste öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the rules</source>
        <translation>Die Regeln lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the settings</source>
        <translation>Die Einstellungen öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the turned card (first round)</source>
        <translation>Die aufgedeckte Karte nehmen (erste Runde)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 … 4</source>
        <translation>1 … 4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trump for a Contrée bid (when the table plays it)</source>
        <translation>Ohne Trumpf für ein Contrée-Gebot (wenn am Tisch gespielt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All trump for a Contrée bid (when the table plays it)</source>
        <translation>Alles Trumpf für ein Contrée-Gebot (wenn am Tisch gespielt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise or lower the value of a Contrée bid</source>
        <translation>Den Wert eines Contrée-Gebots erhöhen oder senken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press the button with the focus ring, or make the Contrée bid chosen</source>
        <translation>Die umrahmte Schaltfläche drücken oder das gewählte Contrée-Gebot abgeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contre (or surcontre when your team&apos;s bid was contred)</source>
        <translation>Kontra (oder Rekontra, wenn Ihr Gebot kontriert wurde)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the 7 of trump for the turned card (Romanian)</source>
        <translation>Die Trumpf-7 gegen die aufgedeckte Karte tauschen (Rumänisch)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel a deal worth fewer than 14 points (Romanian)</source>
        <translation>Ein Spiel unter 14 Punkten abbrechen (Rumänisch)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the focus ring from button to button; Space presses it</source>
        <translation>Den Rahmen von Schaltfläche zu Schaltfläche bewegen; die Leertaste drückt sie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tab, Space</source>
        <translation>Tab, Leertaste</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../ui/score_model.py" line="+14"/>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Tierce: three cards in a row in one suit</source>
        <translation>Terz: drei Karten in Folge in einer Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+205"/>
        <source>Fifty: four in a row</source>
        <translation>Fünfzig: vier in Folge</translation>
    </message>
    <message>
        <location line="-204"/>
        <location line="+205"/>
        <source>Hundred: five or more in a row</source>
        <translation>Hundert: fünf oder mehr in Folge</translation>
    </message>
    <message>
        <location filename="../ui/declare_panel.py" line="+39"/>
        <location filename="../ui/help_text.py" line="-204"/>
        <location line="+207"/>
        <location filename="../ui/table_labels.py" line="+28"/>
        <source>Four jacks</source>
        <translation>Vier Buben</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/help_text.py" line="-206"/>
        <location line="+205"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four nines</source>
        <translation>Vier Neunen</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-286"/>
        <source>Play the first to ninth card from the left (a one-against-one hand holds nine)</source>
        <translation>Die erste bis neunte Karte von links spielen (eine Hand zu zweit hat neun)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The four suits, in the bidding box&apos;s order: name that suit as trump, or choose it for a Contrée bid</source>
        <translation>Die vier Farben in der Reihenfolge der Reizbox: diese Farbe als Trumpf ansagen oder für ein Contrée-Gebot wählen</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Four aces, tens, kings or queens</source>
        <translation>Vier Asse, Zehnen, Könige oder Damen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four aces, tens, kings or Obers</source>
        <translation>Vier Asse, Zehnen, Könige oder Ober</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Runs are counted in the plain order %1, whatever the trump.</source>
        <translation>Folgen zählen in der natürlichen Reihenfolge %1, unabhängig vom Trumpf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your declarations are announced for you as the first trick is played.</source>
        <translation>Ihre Meldungen werden beim ersten Stich für Sie angesagt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the team with the single best declaration scores, and then it scores all of its own.</source>
        <translation>Nur die Partei mit der besten Einzelmeldung zählt, dann aber alle ihre Meldungen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any four beats any run; a longer run beats a shorter one, then the higher top card,</source>
        <translation>Jeder Vierling schlägt jede Folge; eine längere Folge schlägt eine kürzere, dann die höhere oberste Karte,</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>then a run in trump; a tie goes to the player nearer the first hand.</source>
        <translation>dann eine Folge in Trumpf; bei Gleichstand gewinnt, wer näher an der Vorhand sitzt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fours of eights or sevens are worth nothing.</source>
        <translation>Vier Achter oder Siebener zählen nichts.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+130"/>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Four players in two teams; partners sit opposite each other: North and South against East and West.</source>
        <translation>Vier Spieler in zwei Parteien; Partner sitzen einander gegenüber: Nord und Süd gegen Ost und West.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 32-card deck is used: 7, 8, 9, 10, Unter, Ober, king and ace in each suit.</source>
        <translation>Gespielt wird mit 32 Karten: 7, 8, 9, 10, Unter, Ober, König und Daus in jeder Farbe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The 32-card deck is used: 7, 8, 9, 10, jack, queen, king and ace in each suit.</source>
        <translation>Gespielt wird mit 32 Karten: 7, 8, 9, 10, Bube, Dame, König und Ass in jeder Farbe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealing and play go round the table to the right: South, East, North, West.</source>
        <translation>Geben und Spielen gehen nach rechts um den Tisch: Süd, Ost, Nord, West.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player after the dealer is the first hand: first to speak, and first to lead.</source>
        <translation>Der Spieler nach dem Geber ist die Vorhand: Er spricht zuerst und spielt zuerst aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+154"/>
        <source>Card order and points</source>
        <translation>Reihenfolge und Werte der Karten</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Trump cards rank and score differently from the other suits:</source>
        <translation>Trumpfkarten haben eine andere Reihenfolge und andere Werte als die übrigen Farben:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+152"/>
        <location filename="../ui/score_model.py" line="-17"/>
        <location filename="../ui/table_labels.py" line="-21"/>
        <location line="+174"/>
        <location line="+4"/>
        <location filename="../ui/tutorial.py" line="+116"/>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location line="-151"/>
        <location line="+152"/>
        <source>Other suits</source>
        <translation>Andere Farben</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>The cards are worth 152 points in all; the last trick earns %n more,</source>
        <translation>Die Karten zählen zusammen 152 Punkte; der letzte Stich bringt %n mehr,</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>so every deal is worth %n.</source>
        <translation>also ist jedes Spiel %n wert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing a trick</source>
        <translation>Einen Stich spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player plays one card in turn. The highest trump wins the trick;</source>
        <translation>Jeder spielt der Reihe nach eine Karte. Der höchste Trumpf gewinnt den Stich;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with no trump in it, the highest card of the suit led wins. The winner leads next.</source>
        <translation>ohne Trumpf gewinnt die höchste Karte der ausgespielten Farbe. Der Gewinner spielt als Nächster aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game only lets you play what the rules allow; the cards you may play are raised.</source>
        <translation>Das Spiel lässt nur erlaubte Karten zu; spielbare Karten sind angehoben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Follow the suit led whenever you can.</source>
        <translation>Bedienen Sie die ausgespielte Farbe, wann immer Sie können.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When trump is led, play a higher trump than the best one so far if you can.</source>
        <translation>Wird Trumpf ausgespielt, spielen Sie einen höheren Trumpf als den bisher besten, wenn Sie können.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you cannot follow, you must trump, unless your partner is winning the trick.</source>
        <translation>Können Sie nicht bedienen, müssen Sie trumpfen, außer Ihr Partner hält den Stich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+135"/>
        <source>If you cannot follow, you must trump, even when your partner is winning the trick.</source>
        <translation>Können Sie nicht bedienen, müssen Sie trumpfen, auch wenn Ihr Partner den Stich hält.</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>If an opponent has trumped, beat their trump if you can.</source>
        <translation>Hat ein Gegner getrumpft, stechen Sie über, wenn Sie können.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you cannot beat it, you must still play a lower trump if you have one.</source>
        <translation>Können Sie nicht überstechen, müssen Sie trotzdem einen niedrigeren Trumpf spielen, wenn Sie einen haben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you cannot beat it, you may play a lower trump or any other card.</source>
        <translation>Können Sie nicht überstechen, dürfen Sie einen niedrigeren Trumpf oder jede andere Karte spielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With neither the suit led nor a trump, play anything.</source>
        <translation>Ohne die ausgespielte Farbe und ohne Trumpf spielen Sie, was Sie wollen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+132"/>
        <source>What you must play</source>
        <translation>Was Sie spielen müssen</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Belote and rebelote</source>
        <translation>Belote und Rebelote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holding the king and Ober of trump is worth %n points to your team.</source>
        <translation>König und Ober in Trumpf auf einer Hand bringen Ihrer Partei %n Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holding the king and queen of trump is worth %n points to your team.</source>
        <translation>König und Dame in Trumpf auf einer Hand bringen Ihrer Partei %n Punkte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game says “belote” as you play the first of them and “rebelote” with the second.</source>
        <translation>Das Spiel sagt „Belote“, wenn Sie die erste davon spielen, und „Rebelote“ bei der zweiten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These points stay with your team even when your side loses the contract.</source>
        <translation>Diese Punkte bleiben Ihrer Partei, auch wenn sie das Spiel verliert.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Everyone gets five cards and the next card is turned face up in the middle.</source>
        <translation>Jeder bekommt fünf Karten, und die nächste Karte wird in der Mitte aufgedeckt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the first round each player in turn may take that card, making its suit trump, or pass.</source>
        <translation>In der ersten Runde darf jeder der Reihe nach diese Karte nehmen, womit ihre Farbe Trumpf wird, oder passen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If all four pass, a second round follows: each may name one of the other three suits, or pass.</source>
        <translation>Passen alle vier, folgt eine zweite Runde: Jeder darf eine der drei anderen Farben ansagen oder passen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At this table the dealer may not pass in the second round.</source>
        <translation>An diesem Tisch darf der Geber in der zweiten Runde nicht passen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If everyone passes again, the next dealer deals afresh.</source>
        <translation>Passen wieder alle, gibt der nächste Geber neu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The taker adds the turned card and two more to the hand, everyone else three more: eight each.</source>
        <translation>Der Spieler nimmt die aufgedeckte Karte und zwei weitere auf, alle anderen drei: acht für jeden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+49"/>
        <location line="+108"/>
        <source>Scoring</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Each team counts its tricks, the last-trick bonus, its declarations and its belote.</source>
        <translation>Jede Partei zählt ihre Stiche, den Bonus für den letzten Stich, ihre Meldungen und ihr Belote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If the takers counted more than the defenders, both teams score what they counted.</source>
        <translation>Haben die Spieler mehr gezählt als die Gegenspieler, schreiben beide Parteien ihre Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Otherwise the takers are down: the defenders score %n plus every declaration; the takers nothing but their belote.</source>
        <translation>Sonst sind die Spieler durchgefallen: Die Gegenspieler schreiben %n plus alle Meldungen, die Spieler nur ihr Belote.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A tie is a litige: the defenders score theirs, and the takers&apos; points wait for whoever wins the next deal.</source>
        <translation>Gleichstand ist ein Litige: Die Gegenspieler schreiben ihre Punkte, die der Spieler warten auf den Gewinner des nächsten Spiels.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking all eight tricks (capot) is worth %n instead of %m.</source>
        <translation>Alle acht Stiche (Kapot) zählen %n statt %m.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a trump suit, no trump or all trump</source>
        <translation>einer Trumpffarbe, ohne Trumpf oder alles Trumpf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a trump suit</source>
        <translation>einer Trumpffarbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone gets all eight cards before anyone speaks.</source>
        <translation>Jeder bekommt alle acht Karten, bevor jemand spricht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In turn, from the first hand, each player passes or bids: a number of points from 80 to 160,</source>
        <translation>Der Reihe nach, ab der Vorhand, passt jeder oder bietet: eine Punktzahl von 80 bis 160</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>or capot (all eight tricks), together with %s.</source>
        <translation>oder Kapot (alle acht Stiche), zusammen mit %s.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every bid must be higher than the last one, even over your partner.</source>
        <translation>Jedes Gebot muss höher sein als das letzte, auch über dem des Partners.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against the other team&apos;s bid you may say contre, which doubles what the deal is worth;</source>
        <translation>Gegen das Gebot der anderen Partei dürfen Sie Kontra sagen, das verdoppelt den Wert des Spiels;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bidding team may answer with surcontre (×%n).</source>
        <translation>die bietende Partei darf mit Rekontra antworten (×%n).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre only the bidding team speaks.</source>
        <translation>Nach Kontra spricht nur noch die bietende Partei.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bidding ends when the three others have passed and the highest bidder has had one more chance to raise.</source>
        <translation>Das Reizen endet, wenn die drei anderen gepasst haben und der Höchstbietende noch einmal erhöhen konnte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bidding ends when three players in a row pass after a bid.</source>
        <translation>Das Reizen endet, wenn nach einem Gebot drei Spieler nacheinander passen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If nobody bids at all, the next dealer deals afresh.</source>
        <translation>Bietet niemand, gibt der nächste Geber neu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trump and all trump</source>
        <translation>Ohne Trumpf und alles Trumpf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In all trump every suit follows the trump rules, and any king and Ober of one suit make a belote.</source>
        <translation>Bei alles Trumpf gelten für jede Farbe die Trumpfregeln, und König und Ober einer Farbe sind ein Belote.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In all trump every suit follows the trump rules, and any king and queen of one suit make a belote.</source>
        <translation>Bei alles Trumpf gelten für jede Farbe die Trumpfregeln, und König und Dame einer Farbe sind ein Belote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no belote in no trump.</source>
        <translation>Ohne Trumpf gibt es kein Belote.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The takers make their contract when their points (tricks, last trick, belote, declarations) reach the bid and beat the defenders&apos; points.</source>
        <translation>Die Spieler gewinnen, wenn ihre Punkte (Stiche, letzter Stich, Belote, Meldungen) das Gebot erreichen und die der Gegenspieler übertreffen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers make their contract when their points (tricks, last trick, belote, declarations) reach the bid.</source>
        <translation>Die Spieler gewinnen, wenn ihre Punkte (Stiche, letzter Stich, Belote, Meldungen) das Gebot erreichen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A capot bid is made only by taking all eight tricks.</source>
        <translation>Ein Kapot-Gebot gewinnt nur, wer alle acht Stiche macht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made: the takers score the bid plus their points; the defenders score their own points.</source>
        <translation>Gewonnen: Die Spieler schreiben das Gebot plus ihre Punkte, die Gegenspieler ihre eigenen Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down: the defenders score %n plus the bid and every declaration; the takers only their belote.</source>
        <translation>Verloren: Die Gegenspieler schreiben %n plus das Gebot und alle Meldungen, die Spieler nur ihr Belote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre or surcontre, the side that wins the contract scores %n plus the bid times the multiplier, plus every declaration.</source>
        <translation>Nach Kontra oder Rekontra schreibt die Partei, die das Spiel gewinnt, %n plus das vervielfachte Gebot und alle Meldungen.</translation>
    </message>
    <message>
        <location line="-336"/>
        <source>Four players in two teams, partners opposite each other, with all 32 cards.</source>
        <translation>Vier Spieler in zwei Parteien, Partner einander gegenüber, mit allen 32 Karten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each on their own, at South, East and West; the 7s and 8s are left out, so 24 cards.</source>
        <translation>Drei Spieler, jeder für sich, auf Süd, Ost und West; ohne 7er und 8er, also 24 Karten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two players face to face, South against North, with 24 cards (no 7s or 8s).</source>
        <translation>Zwei Spieler einander gegenüber, Süd gegen Nord, mit 24 Karten (ohne 7er und 8er).</translation>
    </message>
    <message>
        <location line="+337"/>
        <source>Play goes round from South to East, North and West, skipping any empty seat.</source>
        <translation>Gespielt wird von Süd nach Ost, Nord und West; leere Plätze werden übersprungen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer changes every deal; the player who plays just before the dealer cuts the pack first.</source>
        <translation>Der Geber wechselt mit jedem Spiel; wer direkt vor dem Geber spielt, hebt zuerst ab.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Six cards each</source>
        <translation>Sechs Karten für jeden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Five cards each</source>
        <translation>Fünf Karten für jeden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>are dealt and the next card is turned face up.</source>
        <translation>werden gegeben, und die nächste Karte wird aufgedeckt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turned Unter is a Bizon: its suit is trump at once and the first hand takes it, without any bidding.</source>
        <translation>Ein aufgedeckter Unter ist ein Bizon: Seine Farbe ist sofort Trumpf, und die Vorhand nimmt ihn, ohne Reizen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A turned jack is a Bizon: its suit is trump at once and the first hand takes it, without any bidding.</source>
        <translation>Ein aufgedeckter Bube ist ein Bizon: Seine Farbe ist sofort Trumpf, und die Vorhand nimmt ihn, ohne Reizen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Otherwise, from the first hand, each player takes the turned suit or passes;</source>
        <translation>Sonst nimmt ab der Vorhand jeder die aufgedeckte Farbe oder passt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>if everyone passes, each in turn names another suit or passes, and the dealer may not pass.</source>
        <translation>passen alle, sagt jeder der Reihe nach eine andere Farbe an oder passt, und der Geber darf nicht passen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone then gets three more cards; the taker gets the turned card and two more.</source>
        <translation>Dann bekommt jeder drei weitere Karten; der Spieler bekommt die aufgedeckte Karte und zwei weitere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When trump was named in the second round, the turned card goes to the dealer.</source>
        <translation>Wurde Trumpf in der zweiten Runde angesagt, geht die aufgedeckte Karte an den Geber.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone then gets three more cards, nine in all; the taker of the first round gets the turned card and two more.</source>
        <translation>Dann bekommt jeder drei weitere Karten, neun insgesamt; wer in der ersten Runde nimmt, bekommt die aufgedeckte Karte und zwei weitere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a second-round trump the turned card is put aside; some cards stay undealt.</source>
        <translation>Nach einem Trumpf aus der zweiten Runde wird die aufgedeckte Karte beiseitegelegt; einige Karten bleiben ungegeben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After a first-round take, whoever holds the 7 of trump may swap it for the turned card;</source>
        <translation>Nach dem Nehmen in der ersten Runde darf, wer die Trumpf-7 hat, sie gegen die aufgedeckte Karte tauschen;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the taker then gets the 7 instead.</source>
        <translation>der Spieler bekommt dann stattdessen die 7.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player whose eight cards are worth fewer than 14 points may cancel the deal before play.</source>
        <translation>Wessen acht Karten weniger als 14 Punkte zählen, darf das Spiel vor dem Ausspielen abbrechen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If you cannot follow, you must trump.</source>
        <translation>Können Sie nicht bedienen, müssen Sie trumpfen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The taker leads the first trick; the winner of each trick leads the next.</source>
        <translation>Der Spieler spielt zum ersten Stich aus; wer einen Stich gewinnt, spielt zum nächsten aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody but the taker may lead trump until the taker has led it, unless they hold nothing else.</source>
        <translation>Nur der Spieler darf Trumpf ausspielen, bis er es getan hat, außer jemand hat nichts anderes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow the suit led whenever you can; on a trump lead, beat the best trump if you can.</source>
        <translation>Bedienen Sie, wann immer Sie können; bei Trumpf stechen Sie den höchsten Trumpf, wenn Sie können.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When trumping, beat the best trump played if you can, or else play a lower one.</source>
        <translation>Beim Trumpfen stechen Sie den höchsten gespielten Trumpf, wenn Sie können, sonst spielen Sie einen niedrigeren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With neither the suit led nor a trump, play anything. The cards you may play are raised.</source>
        <translation>Ohne die ausgespielte Farbe und ohne Trumpf spielen Sie, was Sie wollen. Spielbare Karten sind angehoben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bella: king and queen of trump</source>
        <translation>Belote: König und Dame in Trumpf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bella: king and Ober of trump</source>
        <translation>Belote: König und Ober in Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierce: three in a row in one suit</source>
        <translation>Terz: drei in Folge in einer Farbe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four queens, kings, tens or aces</source>
        <translation>Vier Damen, Könige, Zehnen oder Asse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four Obers, kings, tens or aces</source>
        <translation>Vier Ober, Könige, Zehnen oder Asse</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A combination counts only if you declare it yourself, on one of your turns in the first two tricks:</source>
        <translation>Eine Meldung zählt nur, wenn Sie sie selbst ansagen, bei einem Ihrer Züge in den ersten zwei Stichen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>press its button above your hand before you play your card. Declaring shows the cards.</source>
        <translation>Drücken Sie ihren Knopf über Ihrer Hand, bevor Sie Ihre Karte spielen. Melden zeigt die Karten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bella may be declared until you play the king or Ober of trump.</source>
        <translation>Belote darf gemeldet werden, bis Sie König oder Ober in Trumpf spielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bella may be declared until you play the king or queen of trump.</source>
        <translation>Belote darf gemeldet werden, bis Sie König oder Dame in Trumpf spielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the second trick the side with the best combination scores all of its own; Bella always counts.</source>
        <translation>Nach dem zweiten Stich zählt die Seite mit der besten Meldung alle ihre Meldungen; Belote zählt immer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fours beat runs (Unters, then nines, aces, tens, kings, Obers); a longer run beats a shorter one, then the higher top card, then a run in trump.</source>
        <translation>Vierlinge schlagen Folgen (Unter, dann Neunen, Asse, Zehnen, Könige, Ober); eine längere Folge schlägt eine kürzere, dann die höhere oberste Karte, dann eine Folge in Trumpf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fours beat runs (jacks, then nines, aces, tens, kings, queens); a longer run beats a shorter one, then the higher top card, then a run in trump.</source>
        <translation>Vierlinge schlagen Folgen (Buben, dann Neunen, Asse, Zehnen, Könige, Damen); eine längere Folge schlägt eine kürzere, dann die höhere oberste Karte, dann eine Folge in Trumpf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two equal runs of different sides, neither in trump, cancel each other.</source>
        <translation>Zwei gleiche Folgen verschiedener Seiten, keine in Trumpf, heben sich auf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four 8s cancel every combination except Bella; four 7s cancel the deal;</source>
        <translation>Vier 8er heben alle Meldungen außer Belote auf; vier 7er heben das Spiel auf;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all eight trumps in one hand (Belot) win the game at once.</source>
        <translation>alle acht Trümpfe auf einer Hand (Belot) gewinnen die Partie sofort.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At this table each player&apos;s combinations of 100 or more count at most twice a game.</source>
        <translation>An diesem Tisch zählen Meldungen ab 100 für jeden Spieler höchstens zweimal pro Partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each side counts its tricks, the last trick (10), its combinations and Bella; the duel keeps these exact points.</source>
        <translation>Jede Seite zählt ihre Stiche, den letzten Stich (10), ihre Meldungen und Belote; beim Duell bleiben es genaue Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A taker who counts fewer points than the opponent loses everything to the opponent: a BT.</source>
        <translation>Zählt der Spieler weniger Punkte als der Gegner, bekommt der Gegner alles: ein BT.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player without a trick loses 100 points and counts no combinations; every third BT costs 100 more.</source>
        <translation>Wer keinen Stich macht, verliert 100 Punkte und zählt keine Meldungen; jeder dritte BT kostet weitere 100.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each side counts its tricks, the last trick (10), its combinations and Bella.</source>
        <translation>Jede Seite zählt ihre Stiche, den letzten Stich (10), ihre Meldungen und Belote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points become balls: ten points a ball, 5 and under rounded down, 6 and over up; a deal without combinations is 16 balls.</source>
        <translation>Punkte werden zu Kugeln: zehn Punkte eine Kugel, bis 5 abgerundet, ab 6 aufgerundet; ein Spiel ohne Meldungen ergibt 16 Kugeln.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A taker who counts fewer points than an opponent scores nothing and the best opponent takes all the points: a BT.</source>
        <translation>Zählt der Spieler weniger Punkte als ein Gegner, schreibt er nichts, und der beste Gegner bekommt alle Punkte: ein BT.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side without a trick loses 10 balls and counts no combinations; every third BT costs 10 balls more.</source>
        <translation>Eine Seite ohne Stich verliert 10 Kugeln und zählt keine Meldungen; jeder dritte BT kostet weitere 10 Kugeln.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The options at this table</source>
        <translation>Die Optionen an diesem Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change them in Settings; they take effect from the next game.</source>
        <translation>Ändern Sie sie in den Einstellungen; sie gelten ab dem nächsten Spiel.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The team that takes the trump must score more than the other team.</source>
        <translation>Die Partei, die den Trumpf wählt, muss mehr Punkte machen als die andere.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The teams bid for the right to choose trump; the highest bidders must then make their bid.</source>
        <translation>Die Parteien reizen um das Recht, Trumpf zu wählen; die Höchstbietenden müssen ihr Gebot dann erfüllen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+20"/>
        <source>The match is a single deal.</source>
        <translation>Die Partie ist ein einziges Spiel.</translation>
    </message>
    <message numerus="yes">
        <location line="-18"/>
        <source>The first team to reach %n points after a deal wins; a tie plays another deal.</source>
        <translation>
            <numerusform>Die erste Partei mit %n Punkt nach einem Spiel gewinnt; bei Gleichstand wird weitergespielt.</numerusform>
            <numerusform>Die erste Partei mit %n Punkten nach einem Spiel gewinnt; bei Gleichstand wird weitergespielt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The taker must count at least as many points as each opponent; scores are kept in balls.</source>
        <translation>Der Spieler muss mindestens so viele Punkte zählen wie jeder Gegner; gezählt wird in Kugeln.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The taker must count at least as many points as the opponent; a duel keeps exact points.</source>
        <translation>Der Spieler muss mindestens so viele Punkte zählen wie der Gegner; ein Duell zählt genaue Punkte.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The first player over %n points wins; if both pass it in the same deal, the limit rises by 500.</source>
        <translation>
            <numerusform>Wer zuerst über %n Punkt kommt, gewinnt; überschreiten ihn beide im selben Spiel, steigt die Grenze um 500.</numerusform>
            <numerusform>Wer zuerst über %n Punkte kommt, gewinnt; überschreiten sie beide im selben Spiel, steigt die Grenze um 500.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The first side over %n balls wins; if several pass it in the same deal, the limit rises by 50.</source>
        <translation>
            <numerusform>Die erste Seite über %n Kugel gewinnt; überschreiten sie mehrere im selben Spiel, steigt die Grenze um 50.</numerusform>
            <numerusform>Die erste Seite über %n Kugeln gewinnt; überschreiten sie mehrere im selben Spiel, steigt die Grenze um 50.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing your hand</source>
        <translation>Ihre Hand spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bidding box</source>
        <translation>Die Reizbox</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game</source>
        <translation>Das Spiel</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="-46"/>
        <source>%1 &amp; %2</source>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Passed out</source>
        <translation>Alle gepasst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Down (BT)</source>
        <translation>Verloren (BT)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Made</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Litige</source>
        <translation>Litige</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="-81"/>
        <source>Cards %1</source>
        <translation>Karten %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total %1</source>
        <translation>Summe %1</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-123"/>
        <location filename="../ui/score_model.py" line="+2"/>
        <location filename="../ui/score_sheet.py" line="+33"/>
        <source>Combinations</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+72"/>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../ui/scene_labels.py" line="+80"/>
        <location filename="../ui/score_model.py" line="+1"/>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+1"/>
        <location filename="../ui/table_labels.py" line="-54"/>
        <location line="+50"/>
        <location line="+5"/>
        <source>Taker</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards NS</source>
        <translation>Karten NS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards EW</source>
        <translation>Karten OW</translation>
    </message>
    <message>
        <location filename="../ui/accessibility.py" line="+57"/>
        <location line="+2"/>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Unter</source>
        <translation>Unter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ober</source>
        <translation>Ober</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Daus</source>
        <translation>Daus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>card, face down</source>
        <translation>Karte, verdeckt</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1, not playable</source>
        <translation>%1, nicht spielbar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, playable</source>
        <translation>%1, spielbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, hint</source>
        <translation>%1, Tipp</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your hand, %n cards</source>
        <translation>
            <numerusform>Ihre Hand, %n Karte</numerusform>
            <numerusform>Ihre Hand, %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Hand of %1, %n cards</source>
        <translation>
            <numerusform>Hand von %1, %n Karte</numerusform>
            <numerusform>Hand von %1, %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1, played by %2</source>
        <translation>%1, Spieler: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Trick, %n cards</source>
        <translation>
            <numerusform>Stich, %n Karte</numerusform>
            <numerusform>Stich, %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trick, no card yet</source>
        <translation>Stich, noch keine Karte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turned card: %1</source>
        <translation>Aufgedeckte Karte: %1</translation>
    </message>
    <message>
        <location line="+108"/>
        <location line="+70"/>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>You play %1</source>
        <translation>Ich: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You win the trick</source>
        <translation>Stichgewinner: ich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the trick</source>
        <translation>Stichgewinner: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/review_dialog.py" line="+574"/>
        <location filename="../ui/score_model.py" line="+2"/>
        <location filename="../ui/score_sheet.py" line="+12"/>
        <location filename="../ui/tutorial.py" line="+18"/>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/review_dialog.py" line="+0"/>
        <source>Rebelote</source>
        <translation>Rebelote</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You deal</source>
        <translation>Geber: ich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 deals</source>
        <translation>Geber: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody takes</source>
        <translation>Niemand nimmt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take, trump: %1</source>
        <translation>Spieler: ich, Trumpf: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes, trump: %2</source>
        <translation>Spieler: %1, Trumpf: %2</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+1"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal NS</source>
        <translation>Spiel NS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal EW</source>
        <translation>Spiel OW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total NS</source>
        <translation>Summe NS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total EW</source>
        <translation>Summe OW</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Deal number</source>
        <translation>Nummer des Spiels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trump, and in Contrée the contract with any contre</source>
        <translation>Der Trumpf und bei Contrée das Gebot mit etwaigem Kontra</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+17"/>
        <location line="+1"/>
        <source>Card points of %1, last trick included</source>
        <translation>Kartenpunkte (%1), letzter Stich eingeschlossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declaration points, for the team with the best declaration</source>
        <translation>Meldepunkte, für die Partei mit der besten Meldung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Belote: king and queen of trump in one hand</source>
        <translation>Belote: König und Dame in Trumpf auf einer Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>What this deal added for %1</source>
        <translation>Was dieses Spiel %1 gebracht hat</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+20"/>
        <location line="+1"/>
        <source>Running total of %1</source>
        <translation>Laufende Summe: %1</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="-17"/>
        <source>BT-%1 (%2)</source>
        <extracomment>BT marks a failed contract on a Romanian score sheet; %1 numbers the side&apos;s BTs in the match, %2 is what a third one cost. Keep &quot;BT&quot; unless your players write it otherwise.</extracomment>
        <translation>BT-%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BT-%1</source>
        <translation>BT-%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancelled (four 7s)</source>
        <translation>Abgebrochen (vier 7er)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancelled (under 14)</source>
        <translation>Abgebrochen (unter 14)</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="-24"/>
        <source>balls</source>
        <translation>Kugeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What this deal added for %1, in %2</source>
        <translation>Was dieses Spiel %1 gebracht hat (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Combination points, for the side with the best combination declared</source>
        <translation>Meldepunkte, für die Seite mit der besten angesagten Meldung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bella: king and queen of trump, declared</source>
        <translation>Belote: König und Dame in Trumpf, angesagt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bella: king and Ober of trump, declared</source>
        <translation>Belote: König und Ober in Trumpf, angesagt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Belote: king and Ober of trump in one hand</source>
        <translation>Belote: König und Ober in Trumpf auf einer Hand</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You showed four 7s, which cancel the deal; the next dealer dealt again.</source>
        <translation>Sie hatten vier 7er, die das Spiel aufheben; der nächste Geber hat neu gegeben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 showed four 7s, which cancel the deal; the next dealer dealt again.</source>
        <translation>%1: vier 7er heben das Spiel auf; der nächste Geber hat neu gegeben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cancelled the deal; the next dealer dealt again.</source>
        <translation>Sie haben das Spiel abgebrochen; der nächste Geber hat neu gegeben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cancelled the deal; the next dealer dealt again.</source>
        <translation>%1 hat das Spiel abgebrochen; der nächste Geber hat neu gegeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody chose a trump; the next dealer dealt again.</source>
        <translation>Niemand hat Trumpf gewählt; der nächste Geber hat neu gegeben.</translation>
    </message>
    <message>
        <location filename="../ui/accessibility.py" line="-22"/>
        <location line="+7"/>
        <location filename="../ui/score_model.py" line="+4"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+2"/>
        <source>%1: %2 (no trick, or a third BT)</source>
        <translation>%1: %2 (kein Stich oder dritter BT)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n points held back until the next deal is won.</source>
        <translation>
            <numerusform>%n Punkt zurückgehalten, bis das nächste Spiel gewonnen ist.</numerusform>
            <numerusform>%n Punkte zurückgehalten, bis das nächste Spiel gewonnen ist.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your team collected %n points held back from a litige.</source>
        <translation>
            <numerusform>Ihre Partei erhielt %n zurückgehaltenen Punkt aus einem Litige.</numerusform>
            <numerusform>Ihre Partei erhielt %n zurückgehaltene Punkte aus einem Litige.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 collected %n points held back from a litige.</source>
        <translation>
            <numerusform>%1 erhielten %n zurückgehaltenen Punkt aus einem Litige.</numerusform>
            <numerusform>%1 erhielten %n zurückgehaltene Punkte aus einem Litige.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="+37"/>
        <source>Deal %1: you showed four 7s, which cancel the deal.</source>
        <translation>Spiel %1: Sie hatten vier 7er, die das Spiel aufheben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: you cancelled it.</source>
        <translation>Spiel %1: Sie haben es abgebrochen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1: %2 showed four 7s, which cancel the deal.</source>
        <translation>Spiel %1: vier 7er bei %2 heben das Spiel auf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: %2 cancelled it.</source>
        <translation>Spiel %1: %2 hat es abgebrochen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1: Belot! All eight trumps win the game.</source>
        <translation>Spiel %1: Belot! Alle acht Trümpfe gewinnen die Partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: everyone passed.</source>
        <translation>Spiel %1: Alle haben gepasst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal %1: you took %3 and made it.</source>
        <translation>Spiel %1: Sie spielten %3 und gewannen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3 and won every trick!</source>
        <translation>Spiel %1: Sie spielten %3 und machten alle Stiche!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3 and went down.</source>
        <translation>Spiel %1: Sie spielten %3 und verloren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3: a tie (litige).</source>
        <translation>Spiel %1: Sie spielten %3: Gleichstand (Litige).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1: %2 took %3 and made it.</source>
        <translation>Spiel %1: %2 spielte %3 und gewann.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3 and won every trick!</source>
        <translation>Spiel %1: %2 spielte %3 und machte alle Stiche!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3 and went down.</source>
        <translation>Spiel %1: %2 spielte %3 und verlor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3: a tie (litige).</source>
        <translation>Spiel %1: %2 spielte %3: Gleichstand (Litige).</translation>
    </message>
    <message>
        <location filename="../ui/score_sheet.py" line="-113"/>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+2"/>
        <location filename="../ui/table_labels.py" line="-34"/>
        <source>one deal</source>
        <translation>ein Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2    %3: %4    (playing to %5)</source>
        <translation>%1: %2    %3: %4    (Ziel: %5)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1    (playing to %2)</source>
        <translation>%1    (Ziel: %2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Points this deal</source>
        <translation>Punkte in diesem Spiel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Balls this deal</source>
        <translation>Kugeln in diesem Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+11"/>
        <source>Counted</source>
        <translation>Gezählt</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Penalties</source>
        <translation>Strafen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scored this deal</source>
        <translation>In diesem Spiel geschrieben</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>Match total</source>
        <translation>Summe der Partie</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="+40"/>
        <source>all eight tricks</source>
        <translation>alle acht Stiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 needed %2 and counted %3.</source>
        <translation>%1 brauchten %2 und zählten %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needed more than %2&apos;s %3 and counted %4.</source>
        <translation>%1 brauchten mehr als die %3 der Partei %2 und zählten %4.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="-490"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad luck</source>
        <translation>Pech</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only card</source>
        <translation>Einzige Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not solved</source>
        <translation>Nicht gelöst</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The only card that could be played.</source>
        <translation>Die einzige spielbare Karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double dummy (all hands known) it cost %1.</source>
        <translation>Mit offenen Karten (alle Hände bekannt) kostete sie %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An error: in %1 of %2 deals consistent with what you could see, %3 does better; %4 lost on average.</source>
        <translation>Ein Fehler: In %1 von %2 Verteilungen, die zu dem passen, was Sie sehen konnten, ist %3 besser; im Schnitt %4 Punkte verloren.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bad luck: the right card for what you could see; the hidden cards lay against it.</source>
        <translation>Pech: die richtige Karte für das, was Sie sehen konnten; die verdeckten Karten lagen dagegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The search ran out of time on this position.</source>
        <translation>Die Suche hatte in dieser Stellung keine Zeit mehr.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A good card.</source>
        <translation>Eine gute Karte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Expert would have played %1.</source>
        <translation>Der Experte hätte %1 gespielt.</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>The analysis stopped unexpectedly.</source>
        <translation>Die Analyse wurde unerwartet abgebrochen.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The deal&apos;s four hands and the trick</source>
        <translation>Die vier Hände des Spiels und der Stich</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>Deal review</source>
        <translation>Spielanalyse</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/score_model.py" line="-151"/>
        <location filename="../ui/score_sheet.py" line="+32"/>
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expert&apos;s card</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cards played and their marks</source>
        <translation>Die gespielten Karten und ihre Bewertung</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Analysing… %v of %m</source>
        <translation>Analyse… %v von %m</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>« Start</source>
        <translation>« Anfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End »</source>
        <translation>Ende »</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jump to a trick</source>
        <translation>Zu einem Stich springen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Trick:</source>
        <translation>Stich:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play this deal again</source>
        <translation>Dieses Spiel noch einmal spielen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This game has no finished deal with card play to review.</source>
        <translation>In dieser Partie gibt es noch kein zu Ende gespieltes Spiel zum Analysieren.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Auction: %1</source>
        <translation>Reizen: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Declarations: %1</source>
        <translation>Meldungen: %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Trick %1: %2 played %3</source>
        <translation>Stich %1, %2: %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>As dealt</source>
        <translation>Wie gegeben</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The analysis failed: %1</source>
        <translation>Die Analyse ist gescheitert: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Errors: %1 (%2 deal points lost on average); bad luck: %3.</source>
        <translation>Fehler: %1 (im Schnitt %2 Punkte verloren); Pech: %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The same players, from the start</source>
        <translation>Dieselben Spieler, von vorn</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From %1&apos;s seat</source>
        <translation>Auf dem Platz von %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With the Expert in your seat</source>
        <translation>Mit dem Experten auf Ihrem Platz</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The same cards, played again: %1. The first time (deal %2): %3.</source>
        <translation>Dieselben Karten, noch einmal gespielt: %1. Beim ersten Mal (Spiel %2): %3.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Review the deal…</source>
        <translation>Spiel analysieren…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Review deal…</source>
        <translation>Spiel analysieren…</translation>
    </message>
    <message>
        <location filename="../ui/review_hooks.py" line="+46"/>
        <source>Review a deal…</source>
        <translation>Ein Spiel analysieren…</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Abandon the game in progress and play deal %1 again?</source>
        <translation>Die laufende Partie aufgeben und Spiel %1 noch einmal spielen?</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Review a deal of a saved game</source>
        <translation>Ein Spiel aus einer gespeicherten Partie analysieren</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This file cannot be reviewed: %1</source>
        <translation>Diese Datei kann nicht analysiert werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="-32"/>
        <source>Your team counted %2, fewer than an opponent: %3, and the points go to the best opponent.</source>
        <translation>Ihre Partei zählte %2, weniger als ein Gegner: %3, und die Punkte gehen an den besten Gegner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You counted %2, fewer than an opponent: %3, and the points go to the best opponent.</source>
        <translation>Sie zählten %2, weniger als ein Gegner: %3, und die Punkte gehen an den besten Gegner.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your team counted %2, no fewer than any opponent.</source>
        <translation>Ihre Partei zählte %2, mindestens so viel wie jeder Gegner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You counted %2, no fewer than any opponent.</source>
        <translation>Sie zählten %2, mindestens so viel wie jeder Gegner.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 counted %2, no fewer than any opponent.</source>
        <translation>%1: %2 gezählt, mindestens so viel wie jeder Gegner.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your team needed %2 and counted %3.</source>
        <translation>Ihre Partei brauchte %2 und zählte %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your team needed more than %2&apos;s %3 and counted %4.</source>
        <translation>Ihre Partei brauchte mehr als die %3 der Partei %2 und zählte %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needed more than your team&apos;s %3 and counted %4.</source>
        <translation>%1 brauchten mehr als die %3 Ihrer Partei und zählten %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/score_sheet.py" line="+22"/>
        <source>A tie: %n points of the takers wait for the winner of the next deal.</source>
        <translation>
            <numerusform>Gleichstand: %n Punkt der Spieler wartet auf den Gewinner des nächsten Spiels.</numerusform>
            <numerusform>Gleichstand: %n Punkte der Spieler warten auf den Gewinner des nächsten Spiels.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your team also collects %n points held back from the tie.</source>
        <translation>
            <numerusform>Ihre Partei erhält auch %n zurückgehaltenen Punkt aus dem Gleichstand.</numerusform>
            <numerusform>Ihre Partei erhält auch %n zurückgehaltene Punkte aus dem Gleichstand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 also collect %n points held back from the tie.</source>
        <translation>
            <numerusform>%1 erhalten auch %n zurückgehaltenen Punkt aus dem Gleichstand.</numerusform>
            <numerusform>%1 erhalten auch %n zurückgehaltene Punkte aus dem Gleichstand.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You showed four 7s: the deal is cancelled and the next dealer deals again.</source>
        <translation>Sie hatten vier 7er: Das Spiel ist aufgehoben und der nächste Geber gibt neu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deal was cancelled: the next dealer deals again.</source>
        <translation>Das Spiel wurde abgebrochen: Der nächste Geber gibt neu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody chose a trump: the next dealer deals again.</source>
        <translation>Niemand hat Trumpf gewählt: Der nächste Geber gibt neu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next deal</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Match over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your team wins!</source>
        <translation>Ihre Partei gewinnt!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You win!</source>
        <translation>Sie gewinnen!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 win!</source>
        <translation>%1 gewinnen!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 to %2, by %n balls after %3.</source>
        <translation>
            <numerusform>%1 zu %2, mit %n Kugel Vorsprung nach %3.</numerusform>
            <numerusform>%1 zu %2, mit %n Kugeln Vorsprung nach %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 to %2, by %n points after %3.</source>
        <translation>
            <numerusform>%1 zu %2, mit %n Punkt Vorsprung nach %3.</numerusform>
            <numerusform>%1 zu %2, mit %n Punkten Vorsprung nach %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-4"/>
        <source>%n deals</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spielen</numerusform>
        </translation>
    </message>
    <message>
        <location line="-99"/>
        <source>BT</source>
        <translation>BT</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="-17"/>
        <source>%1 counted %2, fewer than an opponent: %3, and the points go to the best opponent.</source>
        <translation>%1: %2 gezählt, weniger als ein Gegner: %3, und die Punkte gehen an den besten Gegner.</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+12"/>
        <source>a BT</source>
        <translation>ein BT</translation>
    </message>
    <message>
        <location filename="../ui/score_sheet.py" line="+54"/>
        <source>%1 showed four 7s: the deal is cancelled and the next dealer deals again.</source>
        <translation>%1: vier 7er, das Spiel ist aufgehoben und der nächste Geber gibt neu.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Belot: all eight trumps in one hand win the game.</source>
        <translation>Belot: Alle acht Trümpfe auf einer Hand gewinnen die Partie.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+8"/>
        <source>Contracts taken</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <source>Contracts made</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Capots</source>
        <translation>Kapots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declaration points</source>
        <translation>Meldepunkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote points</source>
        <translation>Belote-Punkte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Combination points</source>
        <translation>Meldepunkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bella points</source>
        <translation>Belote-Punkte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Final score</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../ui/settings.py" line="-26"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>You</source>
        <translation>Ich</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="-164"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-445"/>
        <source>A card is turned up after five are dealt: take it as trump, or name another suit.</source>
        <translation>Nach fünf Karten wird eine aufgedeckt: Nehmen Sie sie als Trumpf oder sagen Sie eine andere Farbe an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All eight cards first, then bid how many points your team will make, in a trump.</source>
        <translation>Erst alle acht Karten, dann bieten Sie, wie viele Punkte Ihre Partei in einem Trumpf macht.</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="+38"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards and table</source>
        <translation>Karten und Tisch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comfort</source>
        <translation>Komfort</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rules apply from the next game; cards, table and speed at once.</source>
        <translation>Regeln gelten ab dem nächsten Spiel; Karten, Tisch und Tempo sofort.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not playable yet: the rules engine does not support it.</source>
        <translation>Noch nicht spielbar: Die Regel-Engine kennt sie nicht.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: coming later, the rules engine cannot play it yet.</source>
        <translation>%1: kommt später, die Regel-Engine kann sie noch nicht spielen.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Preset</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Play to</source>
        <translation>Spielen bis</translation>
    </message>
    <message>
        <location line="+214"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How long the Expert may think about each card or call</source>
        <translation>Wie lange der Experte über jede Karte oder Ansage nachdenken darf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinking time</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>The system&apos;s language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>from the next start</source>
        <translation>ab dem nächsten Start</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keep statistics of every deal</source>
        <translation>Statistik über jedes Spiel führen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card sounds</source>
        <translation>Kartengeräusche</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Play my only legal card by itself</source>
        <translation>Meine einzige erlaubte Karte von selbst spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim the remaining tricks when they are all mine</source>
        <translation>Die restlichen Stiche beanspruchen, wenn sie alle mir gehören</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card with a double-click or a drag, not one click</source>
        <translation>Karte per Doppelklick oder Ziehen spielen, nicht mit einem Klick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show on each card of the trick who played it</source>
        <translation>Auf jeder Karte im Stich zeigen, wer sie gespielt hat</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Easier to see</source>
        <translation>Besser sichtbar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>High-contrast table</source>
        <translation>Tisch mit hohem Kontrast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French deck in four colours (diamonds blue, clubs green)</source>
        <translation>Französisches Blatt in vier Farben (Karo blau, Kreuz grün)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French deck with large corner indices</source>
        <translation>Französisches Blatt mit großen Eckzeichen</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>A person</source>
        <translation>Eine Person</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer</source>
        <translation>Der Computer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot level</source>
        <translation>Bot-Stärke</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="+37"/>
        <source>Partners sit opposite each other: South and North play against East and West.</source>
        <translation>Partner sitzen einander gegenüber: Süd und Nord spielen gegen Ost und West.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each for themselves, sit at South, East and West.</source>
        <translation>Drei Spieler, jeder für sich, sitzen auf Süd, Ost und West.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two players face each other: South against North.</source>
        <translation>Zwei Spieler sitzen einander gegenüber: Süd gegen Nord.</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="+55"/>
        <source>When two or more seats are people, the game hides the cards between turns so you can pass the computer around.</source>
        <translation>Spielen zwei oder mehr Personen, verdeckt das Spiel die Karten zwischen den Zügen, damit Sie den Rechner weitergeben können.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At this table %1 stays empty.</source>
        <translation>An diesem Tisch bleibt %1 leer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No person plays: the computer plays every seat and you watch.</source>
        <translation>Niemand spielt: Der Computer spielt alle Plätze und Sie schauen zu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No person plays: the computer plays all four seats and you watch.</source>
        <translation>Niemand spielt: Der Computer spielt alle vier Plätze und Sie schauen zu.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+4"/>
        <source>One person against the computer.</source>
        <translation>Eine Person gegen den Computer.</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-44"/>
        <source>Five cards and a turned card, as in Classic; the taker leads, combinations are declared in the first two tricks and scores are kept in balls. Four, three or two players.</source>
        <translation>Fünf Karten und eine aufgedeckte, wie beim klassischen Spiel; der Spieler spielt aus, Meldungen gibt es in den ersten zwei Stichen, gezählt wird in Kugeln. Zu viert, zu dritt oder zu zweit.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/settings_dialog.py" line="+2"/>
        <source>%n people share this computer (hotseat).</source>
        <translation>
            <numerusform>%n Person teilt sich diesen Rechner.</numerusform>
            <numerusform>%n Personen teilen sich diesen Rechner.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Other…</source>
        <translation>Andere…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+76"/>
        <source>Table colour</source>
        <translation>Tischfarbe</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="+480"/>
        <location filename="../ui/settings_dialog.py" line="-343"/>
        <location line="+423"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../ui/table_labels.py" line="-152"/>
        <source>Contre!</source>
        <translation>Kontra!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre!</source>
        <translation>Rekontra!</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-587"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Swap the 7</source>
        <translation>7 tauschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Cancel the deal</source>
        <translation>Spiel abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/table_labels.py" line="+15"/>
        <source>Contré ×2</source>
        <translation>Kontra ×2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontré ×%1</source>
        <translation>Rekontra ×%1</translation>
    </message>
    <message>
        <location filename="../ui/declare_panel.py" line="-4"/>
        <location filename="../ui/table_labels.py" line="+5"/>
        <source>Tierce</source>
        <translation>Terz</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Fifty</source>
        <translation>Fünfzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Hundred</source>
        <translation>Hundert</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/help_text.py" line="+332"/>
        <location line="+207"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four Unters</source>
        <translation>Vier Unter</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/table_labels.py" line="+2"/>
        <source>Four aces</source>
        <translation>Vier Asse</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four tens</source>
        <translation>Vier Zehnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four kings</source>
        <translation>Vier Könige</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four queens</source>
        <translation>Vier Damen</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>Four Obers</source>
        <translation>Vier Ober</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/score_model.py" line="+6"/>
        <location filename="../ui/score_sheet.py" line="-170"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Bella</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four eights</source>
        <translation>Vier Achter</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four sevens</source>
        <translation>Vier Siebener</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belot (all eight trumps)</source>
        <translation>Belot (alle acht Trümpfe)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to the %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Declare:</source>
        <translation>Melden:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Declare it now: it shows the cards, and you then play a card.</source>
        <translation>Jetzt melden: Die Karten werden gezeigt, dann spielen Sie eine Karte.</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="-94"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Belot!</source>
        <translation>Belot!</translation>
    </message>
    <message>
        <location filename="../ui/table_labels.py" line="+12"/>
        <source>to the</source>
        <translation>bis</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Score in points</source>
        <translation>Stand in Punkten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score in balls</source>
        <translation>Stand in Kugeln</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Playing to</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Auction</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+26"/>
        <source>Contract</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Turned card</source>
        <translation>Aufgedeckt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Highest bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To speak</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Contré</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surcontré</source>
        <translation>Rekontra</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+10"/>
        <source>Doubled</source>
        <translation>Kontriert</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+12"/>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="+228"/>
        <source>Pass the computer to %1, then click</source>
        <translation>Geben Sie den Rechner an %1 weiter, dann klicken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every hand stays hidden until then.</source>
        <translation>Bis dahin bleiben alle Karten verdeckt.</translation>
    </message>
    <message>
        <location filename="../ui/scene_labels.py" line="-2"/>
        <source>D</source>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../ui/table_labels.py" line="-56"/>
        <source>Score</source>
        <translation>Stand</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/scene_labels.py" line="+19"/>
        <source>%n tricks won by %1</source>
        <translation>
            <numerusform>%n Stich von %1</numerusform>
            <numerusform>%n Stiche von %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Last trick, won by %1</source>
        <translation>Letzter Stich: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/scene_steps.py" line="+131"/>
        <source>Cut after %n cards</source>
        <translation>
            <numerusform>Nach %n Karte abgehoben</numerusform>
            <numerusform>Nach %n Karten abgehoben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bizon! The jack makes trump</source>
        <translation>Bizon! Der Bube bestimmt Trumpf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bizon! The Unter makes trump</source>
        <translation>Bizon! Der Unter bestimmt Trumpf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swapped the 7 for the turned card</source>
        <translation>7 gegen die aufgedeckte Karte getauscht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal cancelled</source>
        <translation>Spiel abgebrochen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rebelote!</source>
        <translation>Rebelote!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Belote!</source>
        <translation>Belote!</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="+65"/>
        <source>The deck in use, {deck}, is not ours: its licence is {licence}.</source>
        <translation>Das verwendete Kartenblatt, {deck}, ist nicht von uns: Seine Lizenz ist {licence}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deck in use, {deck}, is not ours, and its file does not state a licence.</source>
        <translation>Das verwendete Kartenblatt, {deck}, ist nicht von uns, und seine Datei nennt keine Lizenz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck in use, {deck}, is not ours and states no licence: it is under the licence of the package that installed it ({path}).</source>
        <translation>Das verwendete Kartenblatt, {deck}, ist nicht von uns und nennt keine Lizenz: Es steht unter der Lizenz des Pakets, das es installiert hat ({path}).</translation>
    </message>
    <message>
        <location filename="../metainfo_texts.py" line="+25"/>
        <source>Offline Belote, Contrée and Romanian Belot card game</source>
        <translation>Kartenspiel Belote, Contrée und rumänisches Belot, offline</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/about.py" line="+9"/>
        <source>An offline desktop Belote: Classic Belote, Contrée and Romanian Belot, with SVG card decks, bots and local hotseat play.</source>
        <translation>Belote für den Desktop, ohne Internet: klassisches Belote, Contrée und rumänisches Belot, mit SVG-Kartenblättern, Bots und Spiel zu mehreren an einem Rechner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on your own computer with no account and no network: against computer opponents, or with friends sharing one screen.</source>
        <translation>Spielen Sie auf Ihrem eigenen Rechner, ohne Konto und ohne Netz: gegen Computergegner oder mit Freunden an einem Bildschirm.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic Belote, Contrée (Coinche) and Romanian Belot, each with the rule options of its tradition</source>
        <translation>Klassisches Belote, Contrée (Coinche) und rumänisches Belot, jedes mit den Regeloptionen seiner Tradition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote and rebelote, declarations, capot and litige counted for you</source>
        <translation>Belote und Rebelote, Meldungen, Capot und Litige werden für Sie gezählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card decks in French, German and traditional French patterns, and any installed KDE or GNOME card deck</source>
        <translation>Kartenblätter mit französischem, deutschem und traditionellem französischem Bild sowie jedes installierte KDE- oder GNOME-Kartenblatt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games that can be replayed and checked move by move</source>
        <translation>Gespeicherte Spiele, die Zug um Zug nachgespielt und geprüft werden können</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card Game</source>
        <translation>Kartenspiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Belote, Contrée and Romanian Belot against the computer or with friends</source>
        <translation>Belote, Contrée und rumänisches Belot gegen den Computer oder mit Freunden spielen</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="+3"/>
        <source>Code licence: {licence}. This program comes with ABSOLUTELY NO WARRANTY.</source>
        <translation>Lizenz des Codes: {licence}. Dieses Programm wird OHNE JEDE GEWÄHRLEISTUNG bereitgestellt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version: {version}</source>
        <translation>Version: {version}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Our built-in card decks:</source>
        <translation>Unsere eingebauten Kartenblätter:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{deck}: {licence}</source>
        <translation>{deck}: {licence}</translation>
    </message>
    <message>
        <location filename="../ui/refusals.py" line="+33"/>
        <source>You may not lead a trump before the taker has led one. Playable: %1.</source>
        <translation>Trumpf darf erst ausgespielt werden, wenn der Nehmer Trumpf ausgespielt hat. Spielbar: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You must follow suit: %1. Playable: %2.</source>
        <translation>Sie müssen Farbe bekennen: %1. Spielbar: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must play a higher card in %1. Playable: %2.</source>
        <translation>Sie müssen in %1 höher spielen. Spielbar: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must trump with %1. Playable: %2.</source>
        <translation>Sie müssen mit %1 stechen. Spielbar: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must overtrump with %1. Playable: %2.</source>
        <translation>Sie müssen mit %1 überstechen. Spielbar: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must undertrump with %1. Playable: %2.</source>
        <translation>Sie müssen mit %1 unterstechen. Spielbar: %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 was the suit turned in round 1: name another suit or pass.</source>
        <translation>%1 war die Farbe der aufgedeckten Karte in der 1. Runde: Sagen Sie eine andere Farbe an oder passen Sie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You must bid higher than %1.</source>
        <translation>Sie müssen höher reizen als %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You do not hold that card.</source>
        <translation>Sie haben diese Karte nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card: the auction is over.</source>
        <translation>Spielen Sie eine Karte: Das Reizen ist vorbei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The auction is not over yet.</source>
        <translation>Das Reizen ist noch nicht vorbei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The auction is over.</source>
        <translation>Das Reizen ist vorbei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In round 1 you may only take the turned card or pass.</source>
        <translation>In der 1. Runde dürfen Sie nur die aufgedeckte Karte nehmen oder passen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turned card can only be taken in round 1: name a suit or pass.</source>
        <translation>Die aufgedeckte Karte kann nur in der 1. Runde genommen werden: Sagen Sie eine Farbe an oder passen Sie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer must choose a trump in round 2.</source>
        <translation>Der Geber muss in der 2. Runde einen Trumpf wählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre only surcontre or pass remains.</source>
        <translation>Nach einem Kontra bleiben nur Rekontra oder Passe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre answers a contre of the other team.</source>
        <translation>Rekontra antwortet auf ein Kontra der Gegenpartei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The contract is already surcontred.</source>
        <translation>Der Kontrakt ist schon rekontriert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contre is said against the other team&apos;s bid.</source>
        <translation>Kontra gibt man gegen das Gebot der Gegenpartei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no bid to contre.</source>
        <translation>Es gibt kein Gebot, gegen das man Kontra geben kann.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No trump and all trump bids are not played at this table.</source>
        <translation>Ohne-Trumpf- und Alles-Trumpf-Gebote werden an diesem Tisch nicht gespielt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the holder of the 7 of trump may swap it, right after a take in round 1.</source>
        <translation>Nur wer die Trumpf-7 hat, darf sie tauschen, direkt nach einem Nehmen in der 1. Runde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only a player whose cards are worth fewer than 14 points may cancel the deal.</source>
        <translation>Nur ein Spieler, dessen Karten weniger als 14 Punkte zählen, darf das Spiel abbrechen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the 7 or pass.</source>
        <translation>Tauschen Sie die 7 oder passen Sie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the deal or pass.</source>
        <translation>Brechen Sie das Spiel ab oder passen Sie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards that complete the hands are not known: pass only.</source>
        <translation>Die Karten, die die Hände ergänzen, sind unbekannt: Nur Passe ist möglich.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>That card cannot be played now.</source>
        <translation>Diese Karte kann jetzt nicht gespielt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../ui/game_files.py" line="+139"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait</source>
        <translation>Bitte warten</translation>
    </message>
    <message>
        <location filename="../ui/guide.py" line="+184"/>
        <source>Players&apos; guide</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <location filename="../ui/licences.py" line="+132"/>
        <source>Licences</source>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bundled: {name}</source>
        <translation>Mitgeliefert: {name}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No licence texts were found: this copy of the game was installed without them.</source>
        <translation>Keine Lizenztexte gefunden: Diese Kopie des Spiels wurde ohne sie installiert.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Licences…</source>
        <translation>Lizenzen…</translation>
    </message>
    <message>
        <location filename="../ui/presets.py" line="+38"/>
        <source>Belote Desktop&apos;s defaults</source>
        <translation>Vorgaben von Belote Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French federation</source>
        <translation>Französischer Verband</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online rooms</source>
        <translation>Online-Spielräume</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your own choice of options.</source>
        <translation>Ihre eigene Wahl der Optionen.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Played to 701, a surcontre multiplies by 4; of the options only the partner exemption is on.</source>
        <translation>Gespielt bis 701, Rekontra multipliziert mit 4; von den Optionen ist nur die Ausnahme für den Partner an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the French federation&apos;s texts: a surcontre multiplies by 3.</source>
        <translation>Wie in den Texten des französischen Verbands: Rekontra multipliziert mit 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the Slovenian and Czech rooms: played to 701, the highest bidder may raise after three passes.</source>
        <translation>Wie in slowenischen und tschechischen Spielräumen: gespielt bis 701, der Höchstbietende darf nach drei Passe erhöhen.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Played to 1000; of the options only the partner exemption is on.</source>
        <translation>Gespielt bis 1000; von den Optionen ist nur die Ausnahme für den Partner an.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the French federation&apos;s classic rules: unable to overtrump, you must still play a lower trump.</source>
        <translation>Wie in den klassischen Regeln des französischen Verbands: Wer nicht übertrumpfen kann, muss trotzdem untertrumpfen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the Slovenian and Czech rooms: played to 501.</source>
        <translation>Wie in slowenischen und tschechischen Spielräumen: gespielt bis 501.</translation>
    </message>
    <message>
        <location filename="../ui/hint_text.py" line="+28"/>
        <source>the only card the rules leave you</source>
        <translation>die einzige Karte, die Ihnen die Regeln lassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws the last trumps</source>
        <translation>zieht die letzten Trümpfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws the opponents&apos; trumps</source>
        <translation>zieht den Gegnern die Trümpfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leads a master card: nothing left can beat it</source>
        <translation>spielt eine Karte aus, die nichts mehr schlagen kann</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gives points to partner&apos;s master</source>
        <translation>schmiert Punkte auf den sicheren Stich des Partners</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partner&apos;s trick is safe: keep your good cards</source>
        <translation>der Stich des Partners ist sicher: Behalten Sie Ihre guten Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overtrumps the opponent</source>
        <translation>übertrumpft den Gegner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trumps the trick</source>
        <translation>sticht mit Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the trick as the last to play</source>
        <translation>gewinnt den Stich als Letzter am Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the trick with a master card</source>
        <translation>gewinnt den Stich mit einer Karte, die nichts mehr schlagen kann</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps the 10 guarded while the ace is out</source>
        <translation>hält die Zehn geschützt, solange das Ass noch draußen ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throws away a card worth nothing</source>
        <translation>wirft eine wertlose Karte ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the trick is lost: give it as few points as you can</source>
        <translation>der Stich ist verloren: Geben Sie so wenige Punkte wie möglich</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hint: %1.</source>
        <translation>Tipp: %1.</translation>
    </message>
    <message>
        <location filename="../ui/stats_dialog.py" line="+57"/>
        <source>People</source>
        <translation>Menschen</translation>
    </message>
    <message>
        <location filename="../ui/tutorial.py" line="-43"/>
        <source>Welcome to Belote</source>
        <translation>Willkommen beim Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You sit South. North, across the table, is your partner; East and West play against you. The dealer has turned up the %1: who takes it makes its suit the trumps, the strongest suit. Take it with the Take button.</source>
        <translation>Sie sitzen im Süden. Nord, Ihnen gegenüber, ist Ihr Partner; Ost und West spielen gegen Sie. Der Geber hat %1 aufgedeckt: Wer die Karte nimmt, macht ihre Farbe zum Trumpf, der stärksten Farbe. Nehmen Sie sie mit der Schaltfläche Nehmen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Leading a trick</source>
        <translation>Einen Stich anspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts are trumps and you play first. Everyone must follow the suit led; the highest card of that suit wins the trick, unless someone trumps. Lead the %1.</source>
        <translation>Herz ist Trumpf und Sie spielen aus. Jeder muss die ausgespielte Farbe bedienen; die höchste Karte dieser Farbe gewinnt den Stich, außer jemand sticht mit Trumpf. Spielen Sie %1 aus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your partner&apos;s trick</source>
        <translation>Der Stich Ihres Partners</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North leads the ace of clubs: your partner holds the trick. You have no club, and when your partner is winning you need not trump: keep your trumps and throw the %1.</source>
        <translation>Nord spielt das Kreuz-Ass aus: Ihr Partner hat den Stich. Sie haben kein Kreuz, und solange Ihr Partner den Stich hat, müssen Sie nicht trumpfen: Behalten Sie Ihre Trümpfe und werfen Sie %1 ab.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Follow suit</source>
        <translation>Farbe bedienen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North leads a diamond. You hold one, so you must play it: try another card and the game tells you the rule. Play the %1.</source>
        <translation>Nord spielt Karo aus. Sie haben ein Karo und müssen es spielen: Versuchen Sie eine andere Karte, und das Spiel nennt Ihnen die Regel. Spielen Sie %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>West leads a club and you have none. When an opponent holds the trick and you cannot follow suit, you must play a trump. The smallest does: play the %1.</source>
        <translation>West spielt Kreuz aus, und Sie haben keins. Hat ein Gegner den Stich und können Sie nicht bedienen, müssen Sie trumpfen. Der kleinste Trumpf genügt: Spielen Sie %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Overtrump</source>
        <translation>Übertrumpfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West has trumped with the 10. When an opponent&apos;s trump holds the trick you must play a higher trump if you can. Trumps rank J, 9, A, 10, K, Q, 8, 7: play the %1.</source>
        <translation>West hat mit der Zehn getrumpft. Hält der Trumpf eines Gegners den Stich, müssen Sie höher trumpfen, wenn Sie können. Die Trümpfe der Reihe nach: B, 9, A, 10, K, D, 8, 7. Spielen Sie %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An ace</source>
        <translation>Ein Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your trick, so you lead again. In the other suits the ace is the strongest card, then the 10: play the %1.</source>
        <translation>Ihr Stich, also spielen Sie wieder aus. In den anderen Farben ist das Ass die höchste Karte, dann die Zehn: Spielen Sie %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You hold the king and queen of trumps: the belote, worth 20 points. Play the %1: the game says &quot;Belote&quot; for you. North must go higher in trumps and takes the trick.</source>
        <translation>Sie haben König und Dame im Trumpf: die Belote, 20 Punkte wert. Spielen Sie %1: Das Spiel sagt „Belote“ für Sie. Nord muss höher trumpfen und gewinnt den Stich.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rebelote and the last trick</source>
        <translation>Rebelote und der letzte Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 completes the belote: &quot;Rebelote&quot;. The last trick is worth 10 more points.</source>
        <translation>%1 vervollständigt die Belote: „Rebelote“. Der letzte Stich zählt 10 Punkte extra.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Leave the tutorial</source>
        <translation>Einführung beenden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>That card may be played, but this step waits for the %1.</source>
        <translation>Diese Karte ist erlaubt, aber dieser Schritt wartet auf %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This step waits for Take.</source>
        <translation>Dieser Schritt wartet auf Nehmen.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Each side counts the cards it won: trumps J 20, 9 14, A 11, 10 10, K 4, Q 3; other suits A 11, 10 10, K 4, Q 3, J 2; 10 for the last trick, 20 for the belote. You took, so your side needed more than East and West: %1 to %2. Next deal plays on against the computer.</source>
        <translation>Jede Partei zählt die gewonnenen Karten: im Trumpf B 20, 9 14, A 11, 10 10, K 4, D 3; in den anderen Farben A 11, 10 10, K 4, D 3, B 2; 10 für den letzten Stich, 20 für die Belote. Sie haben genommen, also brauchte Ihre Partei mehr als Ost und West: %1 zu %2. Das nächste Spiel geht gegen den Computer weiter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The score</source>
        <translation>Der Punktestand</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <location filename="../ui/deck_words.py" line="+14"/>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traditional French</source>
        <translation>Traditionell französisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote Desktop contributors</source>
        <translation>Mitwirkende von Belote Desktop</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../ui/controller.py" line="+191"/>
        <source>You claim the remaining tricks: %1</source>
        <translation>Restliche Stiche beansprucht (ich): %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 claims the remaining tricks: %2</source>
        <translation>Restliche Stiche beansprucht (%1): %2</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>there is no game to save</source>
        <translation>es gibt kein Spiel zu speichern</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>This match is over.</source>
        <translation>Diese Partie ist beendet.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Wait for your turn.</source>
        <translation>Warten Sie, bis Sie dran sind.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Nothing to undo.</source>
        <translation>Nichts zurückzunehmen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A hint is given on your turn.</source>
        <translation>Einen Tipp gibt es, wenn Sie dran sind.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Asking the {level} bot for a hint…</source>
        <translation>Der Bot ({level}) wird um einen Tipp gebeten…</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The match is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal over.</source>
        <translation>Spiel beendet.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{name}: your call.</source>
        <translation>{name}: Sie sind dran.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your call.</source>
        <translation>Sie sind dran.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: your card.</source>
        <translation>{name}: Ihre Karte.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn: play a card.</source>
        <translation>Sie sind dran: Spielen Sie eine Karte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: declare your combinations, then play a card.</source>
        <translation>{name}: Jetzt melden, dann eine Karte spielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare your combinations, then play a card.</source>
        <translation>Jetzt melden, dann eine Karte spielen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} is thinking…</source>
        <translation>{name} überlegt…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint shown.</source>
        <translation>Tipp angezeigt.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{name}&apos;s bot failed ({error}); it plays a random legal move.</source>
        <translation>Der Bot von {name} ist gescheitert ({error}); er spielt einen zufälligen erlaubten Zug.</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>The game is not kept for resuming ({error}): its last %n actions would be lost if the game closed now. Game &gt; Save keeps it elsewhere.</source>
        <translation>
            <numerusform>Das Spiel wird nicht zum Fortsetzen aufbewahrt ({error}): Sein letzter Zug (%n) ginge verloren, wenn das Spiel jetzt schlösse. Spiel &gt; Speichern bewahrt es anderswo auf.</numerusform>
            <numerusform>Das Spiel wird nicht zum Fortsetzen aufbewahrt ({error}): Seine letzten %n Züge gingen verloren, wenn das Spiel jetzt schlösse. Spiel &gt; Speichern bewahrt es anderswo auf.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The finished game could not be removed ({error}): the next start offers it again.</source>
        <translation>Das beendete Spiel konnte nicht entfernt werden ({error}): Der nächste Start bietet es wieder an.</translation>
    </message>
</context>
<context>
    <name>GameFileTypes</name>
    <message>
        <location filename="../ui/file_types.py" line="+22"/>
        <source>Belote game</source>
        <translation>Belote-Partie</translation>
    </message>
</context>
<context>
    <name>GermanDeck</name>
    <message>
        <location filename="../ui/help_text.py" line="-653"/>
        <source>L</source>
        <comment>German deck: the sign of leaves (Grün)</comment>
        <translation>G</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H</source>
        <comment>German deck: the sign of hearts (Herz)</comment>
        <translation>H</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <comment>German deck: the sign of bells (Schellen)</comment>
        <translation>S</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A</source>
        <comment>German deck: the sign of acorns (Eichel)</comment>
        <translation>E</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>U</source>
        <comment>German deck: Unter, in the jack&apos;s place</comment>
        <translation>U</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O</source>
        <comment>German deck: Ober, in the queen&apos;s place</comment>
        <translation>O</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>K</source>
        <comment>German deck: King</comment>
        <translation>K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A</source>
        <comment>German deck: Daus, in the ace&apos;s place</comment>
        <translation>A</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leaves</source>
        <comment>German deck: the suit of Grün</comment>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <comment>German deck: the suit of Herz</comment>
        <translation>Herz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bells</source>
        <comment>German deck: the suit of Schellen</comment>
        <translation>Schellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Acorns</source>
        <comment>German deck: the suit of Eichel</comment>
        <translation>Eichel</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="+160"/>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;core sheet</source>
        <translation>&amp;Punkteliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players&apos; &amp;guide</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;utorial…</source>
        <translation>&amp;Einführung…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About {title}</source>
        <translation>Ü&amp;ber {title}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Pass the computer to {name}, then click the table.</source>
        <translation>Geben Sie den Rechner an {name} weiter, dann klicken Sie auf den Tisch.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Deck {deck} cannot be used ({error}); the French deck is shown.</source>
        <translation>Das Kartenblatt {deck} ist nicht nutzbar ({error}); das französische wird gezeigt.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The easier-to-read deck could not be drawn ({error}); the French deck is shown.</source>
        <translation>Das besser lesbare Blatt konnte nicht gezeichnet werden ({error}); das französische wird gezeigt.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Settings saved: new rules and players apply from the next game.</source>
        <translation>Einstellungen gespeichert: Neue Regeln und Spieler gelten ab dem nächsten Spiel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The settings could not be saved ({file}): they apply until the game closes.</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden ({file}): Sie gelten, bis das Spiel geschlossen wird.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New rules and players apply from the next game.</source>
        <translation>Neue Regeln und Spieler gelten ab dem nächsten Spiel.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Resume the game in progress?</source>
        <translation>Das laufende Spiel fortsetzen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No starts a new game; the game in progress is then lost.</source>
        <translation>Nein beginnt ein neues Spiel; das laufende geht dann verloren.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Its last %n actions could not be kept when it was played: it resumes from before them.</source>
        <translation>
            <numerusform>Sein letzter Zug (%n) konnte beim Spielen nicht aufbewahrt werden: Es geht von davor weiter.</numerusform>
            <numerusform>Seine letzten %n Züge konnten beim Spielen nicht aufbewahrt werden: Es geht von davor weiter.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Reading the game in progress…</source>
        <translation>Das laufende Spiel wird gelesen…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> It was kept as {path}.</source>
        <translation> Es wurde als {path} aufbewahrt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress could not be read: {error}.{where} A new game starts.</source>
        <translation>Das laufende Spiel konnte nicht gelesen werden: {error}.{where} Ein neues Spiel beginnt.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Abandon the game in progress and start the tutorial?</source>
        <translation>Das laufende Spiel aufgeben und die Einführung starten?</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>New to Belote?</source>
        <translation>Neu bei Belote?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tutorial plays one deal with you, one rule at a time. Start it now? It is also in the Help menu.</source>
        <translation>Die Einführung spielt ein Spiel mit Ihnen, eine Regel nach der anderen. Jetzt starten? Sie steht auch im Menü Hilfe.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Abandon the game in progress and deal a new one?</source>
        <translation>Das laufende Spiel aufgeben und neu geben?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Abandon the game in progress and open another one?</source>
        <translation>Das laufende Spiel aufgeben und ein anderes öffnen?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Open a game</source>
        <translation>Ein Spiel öffnen</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Belote games (*.json);;All files (*)</source>
        <translation>Belote-Spiele (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>This file cannot be opened as a game: {error}</source>
        <translation>Diese Datei lässt sich nicht als Spiel öffnen: {error}</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Save the game</source>
        <translation>Das Spiel speichern</translation>
    </message>
    <message>
        <location line="-374"/>
        <source>Bidding</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <location line="+398"/>
        <source>Opening {file}…</source>
        <translation>{file} wird geöffnet…</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+8"/>
        <source>The game could not be saved: {error}</source>
        <translation>Das Spiel konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Saving {file}…</source>
        <translation>{file} wird gespeichert…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved to {path}.</source>
        <translation>Gespeichert in {path}.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Your last move was taken back.</source>
        <translation>Ihr letzter Zug wurde zurückgenommen.</translation>
    </message>
    <message>
        <location line="-490"/>
        <source>Match result</source>
        <translation>Ergebnis der Partie</translation>
    </message>
    <message>
        <location line="+548"/>
        <source>The players&apos; guide could not be opened.</source>
        <translation>Die Spielanleitung konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About {title}</source>
        <translation>Über {title}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The statistics are not kept ({error}).</source>
        <translation>Die Statistik wird nicht geführt ({error}).</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>Leave the game in progress? It could not be kept: its last %n actions are lost (Game &gt; Save keeps it elsewhere).</source>
        <translation>
            <numerusform>Das laufende Spiel verlassen? Es konnte nicht aufbewahrt werden: Sein letzter Zug (%n) ist verloren (Spiel &gt; Speichern bewahrt es anderswo auf).</numerusform>
            <numerusform>Das laufende Spiel verlassen? Es konnte nicht aufbewahrt werden: Seine letzten %n Züge sind verloren (Spiel &gt; Speichern bewahrt es anderswo auf).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave the game in progress? It is kept, and offered when you start again.</source>
        <translation>Das laufende Spiel verlassen? Es wird aufbewahrt und beim nächsten Start angeboten.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="qt_texts.py" line="+56"/>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location line="-26"/>
        <source>&amp;Look in:</source>
        <translation>Su&amp;chen in:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File &amp;name:</source>
        <translation>Datei&amp;name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>Datei&amp;typ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>S&amp;peichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent Directory</source>
        <translation>Übergeordnetes Verzeichnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create New Folder</source>
        <translation>Neuen Ordner erstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List View</source>
        <translation>Liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail View</source>
        <translation>Details</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename</source>
        <translation>&amp;Umbenennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Versteckte Dateien anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Folder</source>
        <translation>&amp;Neues Verzeichnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>Die Datei %1 existiert bereits.
Soll sie überschrieben werden?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date Modified</source>
        <translation>Änderungsdatum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-39"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore Defaults</source>
        <translation>Voreinstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/settings_dialog.py" line="-587"/>
        <source>Green baize</source>
        <translation>Grüner Filz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <translation>Bordeaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walnut</source>
        <translation>Nussbaum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slate</source>
        <translation>Schiefer</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../ui/help_text.py" line="+290"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <location filename="../ui/stats_dialog.py" line="+19"/>
        <location line="+191"/>
        <location line="+25"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>Statistics are off: no deal is recorded (Settings &gt; Cards and table).</source>
        <translation>Die Statistik ist aus: Kein Spiel wird erfasst (Einstellungen &gt; Karten und Tisch).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+21"/>
        <location line="+16"/>
        <source>Matches won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+20"/>
        <source>Deals won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Contracts made / taken</source>
        <translation>Spiele erfüllt / genommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches won in a row</source>
        <translation>Partien in Folge gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals won in a row</source>
        <translation>Spiele in Folge gewonnen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken</source>
        <translation>Genommen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Made</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By variant and opponents</source>
        <translation>Nach Variante und Gegnern</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Average score per deal</source>
        <translation>Durchschnitt pro Spiel</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Average score</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No deal recorded yet.</source>
        <translation>Noch kein Spiel erfasst.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score per deal, by match</source>
        <translation>Ergebnis pro Spiel, je Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Errors per deal, by match</source>
        <translation>Fehler pro Spiel, je Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No deal reviewed yet: the deal review counts the errors.</source>
        <translation>Noch kein Spiel analysiert: Die Spielanalyse zählt die Fehler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match finished yet.</source>
        <translation>Noch keine Partie beendet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export as CSV…</source>
        <translation>Als CSV exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset…</source>
        <translation>Zurücksetzen…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The statistics cannot be read: {error}. The file is left as it is; move it away to start new statistics.</source>
        <translation>Die Statistik kann nicht gelesen werden: {error}. Die Datei bleibt unverändert; verschieben Sie sie, um eine neue Statistik zu beginnen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>by variant, below</source>
        <translation>je Variante, siehe unten</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>now {current}, best {best}</source>
        <translation>aktuell {current}, Bestwert {best}</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n matches; the last: {value}</source>
        <translation>
            <numerusform>%n Partie; die letzte: {value}</numerusform>
            <numerusform>%n Partien; die letzte: {value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n matches reviewed; the last: {value}</source>
        <translation>
            <numerusform>%n Partie analysiert; die letzte: {value}</numerusform>
            <numerusform>%n Partien analysiert; die letzte: {value}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Export the statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The statistics could not be exported: {error}</source>
        <translation>Die Statistik konnte nicht exportiert werden: {error}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Forget every recorded deal? This cannot be undone.</source>
        <translation>Alle erfassten Spiele vergessen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The statistics could not be reset: {error}</source>
        <translation>Die Statistik konnte nicht zurückgesetzt werden: {error}</translation>
    </message>
</context>
</TS>
