<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro_RO" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../ui/auction_panel.py" line="+194"/>
        <source>(D)</source>
        <translation>(D)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, the dealer</source>
        <translation>%1, împarte</translation>
    </message>
    <message>
        <location line="+125"/>
        <location line="+290"/>
        <source>Bid</source>
        <translation>Licitează</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Bidding is over</source>
        <translation>Licitația s-a încheiat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap the 7 of trump?</source>
        <translation>Schimbați 7 de coz?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewer than 14 points?</source>
        <translation>Mai puțin de 14 puncte?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round 2: name a trump</source>
        <translation>Turul 2: alegeți cozul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round 1: take or pass</source>
        <translation>Turul 1: joc sau pas</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/help_text.py" line="+596"/>
        <location line="+28"/>
        <location line="+55"/>
        <source>Bidding</source>
        <translation>Licitație</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting for %1…</source>
        <translation>Se așteaptă: %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your call.</source>
        <translation>Vorbiți dumneavoastră.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You hold the 7 of trump: you may give it for the turned card.</source>
        <translation>Aveți 7 de coz: îl puteți schimba pe cartea întoarsă.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your cards are worth fewer than 14 points: you may cancel the deal.</source>
        <translation>Cărțile dvs. valorează mai puțin de 14 puncte: puteți anula runda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the turned card to make its suit trump, or pass.</source>
        <translation>Luați cartea întoarsă ca să-i faceți culoarea coz, sau spuneți pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name another suit as trump: the dealer may not pass in this round.</source>
        <translation>Alegeți altă culoare de coz: cel care împarte nu are voie să spună pas în acest tur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name another suit as trump, or pass.</source>
        <translation>Alegeți altă culoare de coz, sau spuneți pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your team&apos;s bid was contred: surcontre or pass.</source>
        <translation>Licitația echipei dumneavoastră a primit contra: recontra sau pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a value and a trump, then Bid.</source>
        <translation>Alegeți valoarea și cozul, apoi Licitează.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Take %1</source>
        <translation>Joc %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Bid %1</source>
        <translation>Licitează %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The turned card</source>
        <translation>Cartea întoarsă</translation>
    </message>
    <message>
        <location filename="../ui/deck_chooser.py" line="+51"/>
        <source>by %1</source>
        <translation>de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>licence %1</source>
        <translation>licență %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>author and licence not stated</source>
        <translation>autorul și licența nu sunt precizate</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Card deck</source>
        <translation>Pachet de cărți</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Preview</source>
        <translation>Previzualizare</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Looking for installed card decks…</source>
        <translation>Se caută pachetele de cărți instalate…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Drawing the preview…</source>
        <translation>Se desenează previzualizarea…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not look for card decks: %1</source>
        <translation>Pachetele de cărți nu au putut fi căutate: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>built-in</source>
        <translation>inclus</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n decks available.</source>
        <translation>
            <numerusform>%n pachet disponibil.</numerusform>
            <numerusform>%n pachete disponibile.</numerusform>
            <numerusform>%n de pachete disponibile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n installed decks cannot be drawn correctly and are not offered.</source>
        <translation>
            <numerusform>%n pachet instalat nu poate fi desenat corect și nu e oferit.</numerusform>
            <numerusform>%n pachete instalate nu pot fi desenate corect și nu sunt oferite.</numerusform>
            <numerusform>%n de pachete instalate nu pot fi desenate corect și nu sunt oferite.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chosen deck is no longer installed; pick another.</source>
        <translation>Pachetul ales nu mai este instalat; alegeți altul.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deck cannot be shown: %1</source>
        <translation>Acest pachet nu poate fi afișat: %1</translation>
    </message>
    <message>
        <location filename="../ui/help_dialog.py" line="+53"/>
        <source>Rules and keys</source>
        <translation>Reguli și taste</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules of</source>
        <translation>Regulile pentru</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../ui/settings_dialog.py" line="+257"/>
        <source>Rules</source>
        <translation>Reguli</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyboard</source>
        <translation>Tastatură</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>(as played at this table)</source>
        <translation>(cum se joacă la această masă)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(with its usual options)</source>
        <translation>(cu opțiunile obișnuite)</translation>
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
        <translation>J</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Q</source>
        <translation>Q</translation>
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
        <translation>Pică</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts</source>
        <translation>Inimă</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds</source>
        <translation>Caro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clubs</source>
        <translation>Treflă</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+499"/>
        <location filename="../ui/table_labels.py" line="+67"/>
        <source>No trump</source>
        <translation>Fără coz</translation>
    </message>
    <message>
        <location line="-497"/>
        <location line="+498"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>All trump</source>
        <translation>Totul coz</translation>
    </message>
    <message>
        <location line="-491"/>
        <source>NT</source>
        <translation>FC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AT</source>
        <translation>TC</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../ui/table_labels.py" line="-18"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/settings.py" line="+96"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>East</source>
        <translation>Est</translation>
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
        <translation>Vest</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>North–South</source>
        <translation>Nord–Sud</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>East–West</source>
        <translation>Est–Vest</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/score_words.py" line="+82"/>
        <location filename="../ui/table_labels.py" line="+39"/>
        <source>Capot</source>
        <translation>Capot</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+273"/>
        <location filename="../ui/table_labels.py" line="-14"/>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <location line="-272"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Take</source>
        <translation>Joc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contre</source>
        <translation>Contra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre</source>
        <translation>Recontra</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+301"/>
        <location filename="../ui/score_model.py" line="+271"/>
        <location filename="../ui/score_sheet.py" line="+209"/>
        <source>Declarations</source>
        <translation>Combinații</translation>
    </message>
    <message>
        <location line="-300"/>
        <source>Sequences and four of a kind held at the start score extra for the team with the best one.</source>
        <translation>Cărțile la rând și cele patru de același fel din mâna de început aduc puncte în plus echipei cu cea mai mare combinație.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Partner exemption</source>
        <translation>Scutire pentru partener</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your partner is winning the trick you need not trump: any card will do.</source>
        <translation>Când mâna o ia partenerul, nu trebuie să tăiați cu coz: puteți da orice carte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Must undertrump</source>
        <translation>Coz mai mic obligatoriu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unable to beat a trump already played? You must still play a lower trump if you have one.</source>
        <translation>Nu puteți bate un coz deja pus? Tot trebuie să puneți un coz mai mic, dacă aveți.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealer must choose</source>
        <translation>Cel care împarte trebuie să aleagă</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the second round of bidding the dealer may not pass and must name a trump.</source>
        <translation>În turul 2, cel care împarte nu are voie să spună pas și trebuie să aleagă cozul.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No trump and all trump bids</source>
        <translation>Licitații fără coz și totul coz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids may also name no trump (no suit is trump) or all trump (every suit is trump).</source>
        <translation>Se poate licita și fără coz (nicio culoare nu e coz) sau totul coz (toate culorile sunt coz).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Takers must beat the defence</source>
        <translation>Cei care joacă trebuie să bată apărarea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reaching the bid is not enough: the takers must also score more than the defenders.</source>
        <translation>Nu ajunge să atingă licitația: cei care joacă trebuie să facă și mai multe puncte decât adversarii.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Surcontre multiplies by</source>
        <translation>Recontra înmulțește cu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A contre doubles the contract; a surcontre multiplies it by this much.</source>
        <translation>Contra dublează jocul; recontra îl înmulțește cu această valoare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last bidder may raise</source>
        <translation>Ultimul licitant poate urca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the other three pass, the highest bidder gets one more turn to raise or stand.</source>
        <translation>Când ceilalți trei spun pas, cel cu licitația cea mai mare mai are o dată dreptul să urce sau să rămână.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel under 14 points</source>
        <translation>Anulare sub 14 puncte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four players: a player whose cards are worth fewer than 14 points may cancel the deal.</source>
        <translation>Masa de 4: dacă cărțile unui jucător valorează împreună mai puțin de 14 puncte, acesta poate anula runda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random pairs</source>
        <translation>Perechi aleatorii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four players: partners are drawn at random at the start of the game.</source>
        <translation>Masa de 4: partenerii se aleg la întâmplare la începutul jocului.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduced combinations</source>
        <translation>Combinații reduse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One against one: combinations of 100 or more count at most twice a game.</source>
        <translation>1 vs 1: combinațiile de 100 de puncte sau mai mari se pot arăta de cel mult două ori într-un joc.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Classic Belote</source>
        <translation>Belot clasic</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contrée</source>
        <translation>Contrée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Romanian Belot</source>
        <translation>Belot românesc</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A single deal</source>
        <translation>O singură rundă</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location filename="../ui/score_sheet.py" line="-42"/>
        <source>%n balls</source>
        <translation>
            <numerusform>%n bilă</numerusform>
            <numerusform>%n bile</numerusform>
            <numerusform>%n de bile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../ui/score_sheet.py" line="-2"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n punct</numerusform>
            <numerusform>%n puncte</numerusform>
            <numerusform>%n de puncte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Four players, in two teams</source>
        <translation>Masa de 4, în perechi</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each alone</source>
        <translation>Masa de 3, fiecare pentru el</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One against one</source>
        <translation>1 vs 1</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>32 cards; partners sit opposite each other.</source>
        <translation>32 de cărți; partenerii stau față în față.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>24 cards (no 7s or 8s); South, East and West each play for themselves.</source>
        <translation>24 de cărți (fără 7 și 8); Sud, Est și Vest joacă fiecare pentru el.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>24 cards, nine each, South against North; scores kept in points, not balls.</source>
        <translation>24 de cărți, câte nouă, Sud contra Nord; se scriu punctele exacte, nu bile.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>on</source>
        <translation>da</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>nu</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Move to the previous card of your hand</source>
        <translation>La cartea anterioară din mână</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>← Left</source>
        <translation>← Stânga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to the next card of your hand</source>
        <translation>La cartea următoare din mână</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>→ Right</source>
        <translation>→ Dreapta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the card you moved to</source>
        <translation>Pune cartea aleasă</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+37"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Start a new game</source>
        <translation>Începe un joc nou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a saved game</source>
        <translation>Deschide un joc salvat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game</source>
        <translation>Salvează jocul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last card or call (not in hotseat)</source>
        <translation>Retrage ultima carte sau licitație (nu când mai mulți joacă la același calculator)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a suggested card or call</source>
        <translation>Arată o carte sau o licitație sugerată</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the last trick</source>
        <translation>Arată ultima mână</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the score sheet</source>
        <translation>Deschide foaia de scor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the rules</source>
        <translation>Citește regulile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the settings</source>
        <translation>Deschide setările</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Ieșire</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the turned card (first round)</source>
        <translation>Ia cartea întoarsă (turul 1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 … 4</source>
        <translation>1 … 4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trump for a Contrée bid (when the table plays it)</source>
        <translation>Fără coz la o licitație Contrée (dacă masa îl joacă)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All trump for a Contrée bid (when the table plays it)</source>
        <translation>Totul coz la o licitație Contrée (dacă masa îl joacă)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise or lower the value of a Contrée bid</source>
        <translation>Mărește sau micșorează valoarea unei licitații Contrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press the button with the focus ring, or make the Contrée bid chosen</source>
        <translation>Apasă butonul încadrat sau fă licitația Contrée aleasă</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contre (or surcontre when your team&apos;s bid was contred)</source>
        <translation>Contra (sau recontra când licitația echipei dvs. a primit contra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the 7 of trump for the turned card (Romanian)</source>
        <translation>Schimbă 7 de coz pe cartea întoarsă (Belot românesc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel a deal worth fewer than 14 points (Romanian)</source>
        <translation>Anulează o rundă sub 14 puncte (Belot românesc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the focus ring from button to button; Space presses it</source>
        <translation>Mută cadrul de la un buton la altul; tasta Spațiu îl apasă</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tab, Space</source>
        <translation>Tab, Spațiu</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../ui/score_model.py" line="+14"/>
        <source>points</source>
        <translation>puncte</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Tierce: three cards in a row in one suit</source>
        <translation>Tărț: 3 cărți la rând de aceeași culoare</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+205"/>
        <source>Fifty: four in a row</source>
        <translation>Jumate de sută: 4 cărți la rând</translation>
    </message>
    <message>
        <location line="-204"/>
        <location line="+205"/>
        <source>Hundred: five or more in a row</source>
        <translation>O sută: 5 sau mai multe cărți la rând</translation>
    </message>
    <message>
        <location filename="../ui/declare_panel.py" line="+39"/>
        <location filename="../ui/help_text.py" line="-204"/>
        <location line="+207"/>
        <location filename="../ui/table_labels.py" line="+28"/>
        <source>Four jacks</source>
        <translation>Patru de valeți</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/help_text.py" line="-206"/>
        <location line="+205"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four nines</source>
        <translation>Patru de 9</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-286"/>
        <source>Play the first to ninth card from the left (a one-against-one hand holds nine)</source>
        <translation>Joacă prima până la a noua carte din stânga (la doi jucători o mână are nouă cărți)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The four suits, in the bidding box&apos;s order: name that suit as trump, or choose it for a Contrée bid</source>
        <translation>Cele patru culori, în ordinea din caseta de licitație: alege culoarea drept coz sau pentru o licitație la Contrée</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Four aces, tens, kings or queens</source>
        <translation>Patru de ași, de 10, de popi sau de dame</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four aces, tens, kings or Obers</source>
        <translation>Patru de tuzi, de 10, de crai sau de oberi</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Runs are counted in the plain order %1, whatever the trump.</source>
        <translation>Șirurile se numără în ordinea obișnuită %1, oricare ar fi cozul.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your declarations are announced for you as the first trick is played.</source>
        <translation>Combinațiile dumneavoastră sunt anunțate automat la prima mână.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the team with the single best declaration scores, and then it scores all of its own.</source>
        <translation>Doar echipa cu cea mai mare combinație primește puncte, și atunci pentru toate combinațiile ei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any four beats any run; a longer run beats a shorter one, then the higher top card,</source>
        <translation>Orice patru de același fel bat orice cărți la rând; un șir mai lung bate unul mai scurt, apoi cartea de sus mai mare,</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>then a run in trump; a tie goes to the player nearer the first hand.</source>
        <translation>apoi șirul de coz; la egalitate câștigă jucătorul mai apropiat de primul la joc.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fours of eights or sevens are worth nothing.</source>
        <translation>Patru de 8 sau patru de 7 nu valorează nimic.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+130"/>
        <source>The table</source>
        <translation>Masa</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Four players in two teams; partners sit opposite each other: North and South against East and West.</source>
        <translation>Patru jucători în două echipe; partenerii stau față în față: Nord și Sud contra Est și Vest.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 32-card deck is used: 7, 8, 9, 10, Unter, Ober, king and ace in each suit.</source>
        <translation>Se joacă cu 32 de cărți: 7, 8, 9, 10, unter, ober, crai și tuz în fiecare culoare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The 32-card deck is used: 7, 8, 9, 10, jack, queen, king and ace in each suit.</source>
        <translation>Se joacă cu 32 de cărți: 7, 8, 9, 10, valet, damă, popă și as în fiecare culoare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealing and play go round the table to the right: South, East, North, West.</source>
        <translation>Împărțirea și jocul merg în jurul mesei spre dreapta: Sud, Est, Nord, Vest.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player after the dealer is the first hand: first to speak, and first to lead.</source>
        <translation>Jucătorul de după cel care împarte e primul: vorbește primul și începe prima mână.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+154"/>
        <source>Card order and points</source>
        <translation>Ordinea și valoarea cărților</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Trump cards rank and score differently from the other suits:</source>
        <translation>Cărțile de coz au altă ordine și altă valoare decât celelalte culori:</translation>
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
        <translation>Coz</translation>
    </message>
    <message>
        <location line="-151"/>
        <location line="+152"/>
        <source>Other suits</source>
        <translation>Altă culoare</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>The cards are worth 152 points in all; the last trick earns %n more,</source>
        <translation>Cărțile valorează în total 152 de puncte; ultima mână mai aduce %n,</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>so every deal is worth %n.</source>
        <translation>deci fiecare rundă valorează %n.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing a trick</source>
        <translation>Cum se joacă o mână</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player plays one card in turn. The highest trump wins the trick;</source>
        <translation>Pe rând, fiecare pune câte o carte. Cel mai mare coz ia mâna;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with no trump in it, the highest card of the suit led wins. The winner leads next.</source>
        <translation>fără coz, o ia cea mai mare carte din culoarea cu care s-a început. Cine ia mâna o începe pe următoarea.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game only lets you play what the rules allow; the cards you may play are raised.</source>
        <translation>Jocul vă lasă să puneți doar ce permit regulile; cărțile permise sunt ridicate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Follow the suit led whenever you can.</source>
        <translation>Puneți culoarea cu care s-a început ori de câte ori puteți.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When trump is led, play a higher trump than the best one so far if you can.</source>
        <translation>Când se începe cu coz, puneți un coz mai mare decât cel mai mare de până acum, dacă aveți.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you cannot follow, you must trump, unless your partner is winning the trick.</source>
        <translation>Dacă nu aveți culoarea, trebuie să tăiați cu coz, în afară de cazul în care mâna o ia partenerul.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+135"/>
        <source>If you cannot follow, you must trump, even when your partner is winning the trick.</source>
        <translation>Dacă nu aveți culoarea, trebuie să tăiați cu coz, chiar dacă mâna o ia partenerul.</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>If an opponent has trumped, beat their trump if you can.</source>
        <translation>Dacă un adversar a tăiat cu coz, puneți un coz mai mare, dacă puteți.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you cannot beat it, you must still play a lower trump if you have one.</source>
        <translation>Dacă nu-l puteți bate, tot trebuie să puneți un coz mai mic, dacă aveți.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you cannot beat it, you may play a lower trump or any other card.</source>
        <translation>Dacă nu-l puteți bate, puteți pune un coz mai mic sau orice altă carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With neither the suit led nor a trump, play anything.</source>
        <translation>Fără culoare și fără coz, dați orice carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+132"/>
        <source>What you must play</source>
        <translation>Ce carte trebuie să puneți</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Belote and rebelote</source>
        <translation>Bella și rebella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holding the king and Ober of trump is worth %n points to your team.</source>
        <translation>Craiul și oberul de coz în aceeași mână (Bella) aduc echipei %n de puncte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holding the king and queen of trump is worth %n points to your team.</source>
        <translation>Popa și dama de coz în aceeași mână (Bella) aduc echipei %n de puncte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game says “belote” as you play the first of them and “rebelote” with the second.</source>
        <translation>Jocul spune „bella” când puneți prima dintre ele și „rebella” la a doua.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These points stay with your team even when your side loses the contract.</source>
        <translation>Aceste puncte rămân echipei, chiar dacă pierde jocul.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Everyone gets five cards and the next card is turned face up in the middle.</source>
        <translation>Fiecare primește 5 cărți, iar următoarea carte se întoarce cu fața în sus la mijloc.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the first round each player in turn may take that card, making its suit trump, or pass.</source>
        <translation>În turul 1, fiecare pe rând poate lua cartea, iar culoarea ei devine coz, sau spune pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If all four pass, a second round follows: each may name one of the other three suits, or pass.</source>
        <translation>Dacă toți patru spun pas, urmează turul 2: fiecare poate alege una dintre celelalte trei culori, sau spune pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At this table the dealer may not pass in the second round.</source>
        <translation>La această masă, cel care împarte nu are voie să spună pas în turul 2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If everyone passes again, the next dealer deals afresh.</source>
        <translation>Dacă toți spun din nou pas, următorul jucător împarte din nou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The taker adds the turned card and two more to the hand, everyone else three more: eight each.</source>
        <translation>Cel care a jucat ia cartea întoarsă și încă două, ceilalți încă trei: câte opt fiecare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+49"/>
        <location line="+108"/>
        <source>Scoring</source>
        <translation>Scorul</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Each team counts its tricks, the last-trick bonus, its declarations and its belote.</source>
        <translation>Fiecare echipă își adună mâinile luate, cele 10 puncte ale ultimei mâini, combinațiile și Bella.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If the takers counted more than the defenders, both teams score what they counted.</source>
        <translation>Dacă cei care au jucat au mai multe puncte decât adversarii, fiecare echipă scrie ce a adunat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Otherwise the takers are down: the defenders score %n plus every declaration; the takers nothing but their belote.</source>
        <translation>Altfel cei care au jucat au căzut: adversarii scriu %n plus toate combinațiile, iar cei care au jucat doar Bella lor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A tie is a litige: the defenders score theirs, and the takers&apos; points wait for whoever wins the next deal.</source>
        <translation>Egalitatea e un litigiu: adversarii își scriu punctele, iar punctele celor care au jucat îl așteaptă pe câștigătorul rundei următoare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking all eight tricks (capot) is worth %n instead of %m.</source>
        <translation>Toate cele opt mâini (capot) valorează %n în loc de %m.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a trump suit, no trump or all trump</source>
        <translation>o culoare de coz, fără coz sau totul coz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a trump suit</source>
        <translation>o culoare de coz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone gets all eight cards before anyone speaks.</source>
        <translation>Fiecare primește toate cele opt cărți înainte să vorbească cineva.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In turn, from the first hand, each player passes or bids: a number of points from 80 to 160,</source>
        <translation>Pe rând, de la primul, fiecare spune pas sau licitează: un număr de puncte de la 80 la 160</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>or capot (all eight tricks), together with %s.</source>
        <translation>sau capot (toate cele opt mâini), împreună cu %s.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every bid must be higher than the last one, even over your partner.</source>
        <translation>Fiecare licitație trebuie să fie mai mare decât cea dinainte, chiar și peste partener.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against the other team&apos;s bid you may say contre, which doubles what the deal is worth;</source>
        <translation>La licitația celeilalte echipe puteți spune contra, care dublează valoarea rundei;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bidding team may answer with surcontre (×%n).</source>
        <translation>echipa care a licitat poate răspunde cu recontra (×%n).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre only the bidding team speaks.</source>
        <translation>După contra vorbește doar echipa care a licitat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bidding ends when the three others have passed and the highest bidder has had one more chance to raise.</source>
        <translation>Licitația se termină când ceilalți trei au spus pas și cel cu licitația cea mai mare a mai avut o dată ocazia să urce.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bidding ends when three players in a row pass after a bid.</source>
        <translation>Licitația se termină când, după o licitație, trei jucători la rând spun pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If nobody bids at all, the next dealer deals afresh.</source>
        <translation>Dacă nu licitează nimeni, următorul jucător împarte din nou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trump and all trump</source>
        <translation>Fără coz și totul coz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In all trump every suit follows the trump rules, and any king and Ober of one suit make a belote.</source>
        <translation>La totul coz, fiecare culoare urmează regulile cozului, iar orice crai și ober de aceeași culoare fac Bella.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In all trump every suit follows the trump rules, and any king and queen of one suit make a belote.</source>
        <translation>La totul coz, fiecare culoare urmează regulile cozului, iar orice popă și damă de aceeași culoare fac Bella.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no belote in no trump.</source>
        <translation>La fără coz nu există Bella.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The takers make their contract when their points (tricks, last trick, belote, declarations) reach the bid and beat the defenders&apos; points.</source>
        <translation>Cei care au jucat își fac jocul când punctele lor (mâini, ultima mână, Bella, combinații) ating licitația și depășesc punctele adversarilor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers make their contract when their points (tricks, last trick, belote, declarations) reach the bid.</source>
        <translation>Cei care au jucat își fac jocul când punctele lor (mâini, ultima mână, Bella, combinații) ating licitația.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A capot bid is made only by taking all eight tricks.</source>
        <translation>Un capot licitat se face doar luând toate cele opt mâini.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made: the takers score the bid plus their points; the defenders score their own points.</source>
        <translation>Făcut: cei care au jucat scriu licitația plus punctele lor; adversarii își scriu punctele.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down: the defenders score %n plus the bid and every declaration; the takers only their belote.</source>
        <translation>Căzut: adversarii scriu %n plus licitația și toate combinațiile; cei care au jucat doar Bella.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre or surcontre, the side that wins the contract scores %n plus the bid times the multiplier, plus every declaration.</source>
        <translation>După contra sau recontra, echipa care câștigă scrie %n plus licitația înmulțită, plus toate combinațiile.</translation>
    </message>
    <message>
        <location line="-336"/>
        <source>Four players in two teams, partners opposite each other, with all 32 cards.</source>
        <translation>Patru jucători în două perechi, partenerii față în față, cu toate cele 32 de cărți.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each on their own, at South, East and West; the 7s and 8s are left out, so 24 cards.</source>
        <translation>Trei jucători, fiecare pentru el, la Sud, Est și Vest; fără 7 și 8, deci 24 de cărți.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two players face to face, South against North, with 24 cards (no 7s or 8s).</source>
        <translation>Doi jucători față în față, Sud contra Nord, cu 24 de cărți (fără 7 și 8).</translation>
    </message>
    <message>
        <location line="+337"/>
        <source>Play goes round from South to East, North and West, skipping any empty seat.</source>
        <translation>Jocul merge de la Sud la Est, Nord și Vest, sărind peste locurile goale.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer changes every deal; the player who plays just before the dealer cuts the pack first.</source>
        <translation>La fiecare rundă împarte alt jucător; cel care joacă imediat înaintea lui taie întâi pachetul.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Six cards each</source>
        <translation>Câte șase cărți</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Five cards each</source>
        <translation>Câte cinci cărți</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>are dealt and the next card is turned face up.</source>
        <translation>primește fiecare, iar următoarea carte se întoarce cu fața în sus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turned Unter is a Bizon: its suit is trump at once and the first hand takes it, without any bidding.</source>
        <translation>Un unter întors e Bizon: culoarea lui e imediat coz și o ia primul jucător, fără licitație.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A turned jack is a Bizon: its suit is trump at once and the first hand takes it, without any bidding.</source>
        <translation>Un valet întors e Bizon: culoarea lui e imediat coz și o ia primul jucător, fără licitație.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Otherwise, from the first hand, each player takes the turned suit or passes;</source>
        <translation>Altfel, de la primul, fiecare joacă în culoarea întoarsă sau spune pas;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>if everyone passes, each in turn names another suit or passes, and the dealer may not pass.</source>
        <translation>dacă toți spun pas, fiecare pe rând alege altă culoare sau spune pas, iar cel care împarte nu are voie să spună pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone then gets three more cards; the taker gets the turned card and two more.</source>
        <translation>Apoi fiecare mai primește trei cărți; cel care a jucat ia cartea întoarsă și încă două.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When trump was named in the second round, the turned card goes to the dealer.</source>
        <translation>Dacă cozul s-a ales în turul 2, cartea întoarsă o ia cel care a împărțit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone then gets three more cards, nine in all; the taker of the first round gets the turned card and two more.</source>
        <translation>Apoi fiecare mai primește trei cărți, nouă în total; cel care a jucat în turul 1 ia cartea întoarsă și încă două.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a second-round trump the turned card is put aside; some cards stay undealt.</source>
        <translation>Dacă cozul s-a ales în turul 2, cartea întoarsă nu mai intră în joc; câteva cărți rămân neîmpărțite.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After a first-round take, whoever holds the 7 of trump may swap it for the turned card;</source>
        <translation>Dacă s-a jucat în turul 1, cel care are 7 de coz îl poate schimba pe cartea întoarsă;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the taker then gets the 7 instead.</source>
        <translation>cel care a jucat primește atunci cartea de 7.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player whose eight cards are worth fewer than 14 points may cancel the deal before play.</source>
        <translation>Un jucător ale cărui opt cărți valorează mai puțin de 14 puncte poate anula runda înainte de joc.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If you cannot follow, you must trump.</source>
        <translation>Dacă nu aveți culoarea, trebuie să tăiați cu coz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The taker leads the first trick; the winner of each trick leads the next.</source>
        <translation>Prima mână o începe cel care a jucat; cine ia o mână o începe pe următoarea.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody but the taker may lead trump until the taker has led it, unless they hold nothing else.</source>
        <translation>Nimeni în afară de cel care a jucat nu poate începe o mână cu coz până nu a început el cu coz, decât dacă nu are altceva.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow the suit led whenever you can; on a trump lead, beat the best trump if you can.</source>
        <translation>Puneți culoarea cerută când puteți; când se începe cu coz, puneți un coz mai mare, dacă aveți.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When trumping, beat the best trump played if you can, or else play a lower one.</source>
        <translation>Când tăiați cu coz, puneți un coz mai mare decât cel mai mare de pe masă, dacă aveți, altfel unul mai mic.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With neither the suit led nor a trump, play anything. The cards you may play are raised.</source>
        <translation>Fără culoare și fără coz, dați orice carte. Cărțile permise sunt ridicate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bella: king and queen of trump</source>
        <translation>Bella: popa și dama de coz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bella: king and Ober of trump</source>
        <translation>Bella: craiul și oberul de coz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierce: three in a row in one suit</source>
        <translation>Tărț: 3 cărți la rând de aceeași culoare</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four queens, kings, tens or aces</source>
        <translation>Patru de dame, de popi, de 10 sau de ași</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four Obers, kings, tens or aces</source>
        <translation>Patru de oberi, de crai, de 10 sau de tuzi</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A combination counts only if you declare it yourself, on one of your turns in the first two tricks:</source>
        <translation>O combinație se socotește doar dacă o anunțați dvs., la una dintre mutările din primele două mâini:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>press its button above your hand before you play your card. Declaring shows the cards.</source>
        <translation>apăsați butonul ei de deasupra cărților înainte să puneți cartea. Anunțul arată cărțile.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bella may be declared until you play the king or Ober of trump.</source>
        <translation>Bella se poate anunța până puneți craiul sau oberul de coz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bella may be declared until you play the king or queen of trump.</source>
        <translation>Bella se poate anunța până puneți popa sau dama de coz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the second trick the side with the best combination scores all of its own; Bella always counts.</source>
        <translation>După a doua mână, partea cu cea mai mare combinație își socotește toate combinațiile; Bella se socotește întotdeauna.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fours beat runs (Unters, then nines, aces, tens, kings, Obers); a longer run beats a shorter one, then the higher top card, then a run in trump.</source>
        <translation>Cele patru de același fel bat cărțile la rând (unteri, apoi 9, tuzi, 10, crai, oberi); un șir mai lung bate unul mai scurt, apoi cartea de sus mai mare, apoi șirul de coz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fours beat runs (jacks, then nines, aces, tens, kings, queens); a longer run beats a shorter one, then the higher top card, then a run in trump.</source>
        <translation>Cele patru de același fel bat cărțile la rând (valeți, apoi 9, ași, 10, popi, dame); un șir mai lung bate unul mai scurt, apoi cartea de sus mai mare, apoi șirul de coz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two equal runs of different sides, neither in trump, cancel each other.</source>
        <translation>Două șiruri egale ale unor părți diferite, niciunul de coz, se anulează.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four 8s cancel every combination except Bella; four 7s cancel the deal;</source>
        <translation>Patru de 8 anulează toate combinațiile, în afară de Bella; patru de 7 anulează runda;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all eight trumps in one hand (Belot) win the game at once.</source>
        <translation>toate cele opt cărți de coz într-o mână (BELOT) câștigă jocul pe loc.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At this table each player&apos;s combinations of 100 or more count at most twice a game.</source>
        <translation>La această masă, combinațiile de 100 sau mai mari ale fiecărui jucător se socot de cel mult două ori într-un joc.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each side counts its tricks, the last trick (10), its combinations and Bella; the duel keeps these exact points.</source>
        <translation>Fiecare parte își adună mâinile, ultima mână (10), combinațiile și Bella; la 1 vs 1 se scriu punctele exacte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A taker who counts fewer points than the opponent loses everything to the opponent: a BT.</source>
        <translation>Cel care a jucat și are mai puține puncte decât adversarul pierde totul în favoarea lui: BT.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player without a trick loses 100 points and counts no combinations; every third BT costs 100 more.</source>
        <translation>Jucătorul fără nicio mână primește minus 100 de puncte și nu-și socotește combinațiile; la fiecare al treilea BT, încă minus 100.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each side counts its tricks, the last trick (10), its combinations and Bella.</source>
        <translation>Fiecare parte își adună mâinile, ultima mână (10), combinațiile și Bella.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points become balls: ten points a ball, 5 and under rounded down, 6 and over up; a deal without combinations is 16 balls.</source>
        <translation>Punctele devin bile: 10 puncte = 1 bilă, până la 5 rotunjit în jos, de la 6 în sus; o rundă fără combinații are 16 bile.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A taker who counts fewer points than an opponent scores nothing and the best opponent takes all the points: a BT.</source>
        <translation>Cel care a jucat și are mai puține puncte decât un adversar nu primește nimic, iar cel mai bun adversar ia toate punctele: BT.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side without a trick loses 10 balls and counts no combinations; every third BT costs 10 balls more.</source>
        <translation>Partea fără nicio mână primește minus 10 bile și nu-și socotește combinațiile; la fiecare al treilea BT, încă minus 10 bile.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Target</source>
        <translation>Limita</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The options at this table</source>
        <translation>Opțiunile acestei mese</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change them in Settings; they take effect from the next game.</source>
        <translation>Schimbați-le în Setări; se aplică de la jocul următor.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The team that takes the trump must score more than the other team.</source>
        <translation>Echipa care alege cozul trebuie să facă mai multe puncte decât cealaltă.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The teams bid for the right to choose trump; the highest bidders must then make their bid.</source>
        <translation>Echipele licitează pentru dreptul de a alege cozul; cei cu licitația cea mai mare trebuie apoi să și-o facă.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+20"/>
        <source>The match is a single deal.</source>
        <translation>Jocul are o singură rundă.</translation>
    </message>
    <message numerus="yes">
        <location line="-18"/>
        <source>The first team to reach %n points after a deal wins; a tie plays another deal.</source>
        <translation>
            <numerusform>Câștigă prima echipă care ajunge la %n punct după o rundă; la egalitate se mai joacă o rundă.</numerusform>
            <numerusform>Câștigă prima echipă care ajunge la %n puncte după o rundă; la egalitate se mai joacă o rundă.</numerusform>
            <numerusform>Câștigă prima echipă care ajunge la %n de puncte după o rundă; la egalitate se mai joacă o rundă.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The taker must count at least as many points as each opponent; scores are kept in balls.</source>
        <translation>Cel care a jucat trebuie să aibă cel puțin atâtea puncte cât fiecare adversar; scorul se ține în bile.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The taker must count at least as many points as the opponent; a duel keeps exact points.</source>
        <translation>Cel care a jucat trebuie să aibă cel puțin atâtea puncte cât adversarul; la 1 vs 1 se scriu punctele exacte.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The first player over %n points wins; if both pass it in the same deal, the limit rises by 500.</source>
        <translation>
            <numerusform>Câștigă primul jucător care trece de %n punct; dacă trec amândoi în aceeași rundă, limita crește cu 500.</numerusform>
            <numerusform>Câștigă primul jucător care trece de %n puncte; dacă trec amândoi în aceeași rundă, limita crește cu 500.</numerusform>
            <numerusform>Câștigă primul jucător care trece de %n de puncte; dacă trec amândoi în aceeași rundă, limita crește cu 500.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The first side over %n balls wins; if several pass it in the same deal, the limit rises by 50.</source>
        <translation>
            <numerusform>Câștigă prima parte care trece de %n bilă; dacă trec mai mulți în aceeași rundă, limita crește cu 50.</numerusform>
            <numerusform>Câștigă prima parte care trece de %n bile; dacă trec mai mulți în aceeași rundă, limita crește cu 50.</numerusform>
            <numerusform>Câștigă prima parte care trece de %n de bile; dacă trec mai mulți în aceeași rundă, limita crește cu 50.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keyboard shortcuts</source>
        <translation>Scurtături de la tastatură</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing your hand</source>
        <translation>Jocul cărților din mână</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bidding box</source>
        <translation>Caseta de licitație</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game</source>
        <translation>Jocul</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="-46"/>
        <source>%1 &amp; %2</source>
        <translation>%1 și %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Passed out</source>
        <translation>Toți pas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Down (BT)</source>
        <translation>Căzut (BT)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Made</source>
        <translation>Făcut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>Căzut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Litige</source>
        <translation>Litigiu</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="-81"/>
        <source>Cards %1</source>
        <translation>Cărți %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total %1</source>
        <translation>Total %1</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-123"/>
        <location filename="../ui/score_model.py" line="+2"/>
        <location filename="../ui/score_sheet.py" line="+33"/>
        <source>Combinations</source>
        <translation>Combinații</translation>
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
        <translation>Împarte</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+1"/>
        <location filename="../ui/table_labels.py" line="-54"/>
        <location line="+50"/>
        <location line="+5"/>
        <source>Taker</source>
        <translation>A jucat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards NS</source>
        <translation>Cărți NS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards EW</source>
        <translation>Cărți EV</translation>
    </message>
    <message>
        <location filename="../ui/accessibility.py" line="+57"/>
        <location line="+2"/>
        <source>Seven</source>
        <translation>Șapte</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Eight</source>
        <translation>Opt</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Nine</source>
        <translation>Nouă</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Ten</source>
        <translation>Zece</translation>
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
        <translation>Popă</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Daus</source>
        <translation>Tuz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>Damă</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>card, face down</source>
        <translation>carte cu fața în jos</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1, not playable</source>
        <translation>%1, nu se poate juca</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, playable</source>
        <translation>%1, se poate juca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, hint</source>
        <translation>%1, sugestie</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your hand, %n cards</source>
        <translation>
            <numerusform>Cărțile dumneavoastră, %n carte</numerusform>
            <numerusform>Cărțile dumneavoastră, %n cărți</numerusform>
            <numerusform>Cărțile dumneavoastră, %n de cărți</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Hand of %1, %n cards</source>
        <translation>
            <numerusform>Cărțile lui %1, %n carte</numerusform>
            <numerusform>Cărțile lui %1, %n cărți</numerusform>
            <numerusform>Cărțile lui %1, %n de cărți</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>dealer</source>
        <translation>împarte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>la rând</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1, played by %2</source>
        <translation>%1, jucător: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Trick, %n cards</source>
        <translation>
            <numerusform>Mâna, %n carte</numerusform>
            <numerusform>Mâna, %n cărți</numerusform>
            <numerusform>Mâna, %n de cărți</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trick, no card yet</source>
        <translation>Mâna, încă nicio carte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turned card: %1</source>
        <translation>Carte întoarsă: %1</translation>
    </message>
    <message>
        <location line="+108"/>
        <location line="+70"/>
        <source>Card table</source>
        <translation>Masa de joc</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>You play %1</source>
        <translation>Eu: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You win the trick</source>
        <translation>Mâna o ia: Eu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the trick</source>
        <translation>Mâna o ia: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/review_dialog.py" line="+574"/>
        <location filename="../ui/score_model.py" line="+2"/>
        <location filename="../ui/score_sheet.py" line="+12"/>
        <location filename="../ui/tutorial.py" line="+18"/>
        <source>Belote</source>
        <translation>Bella</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/review_dialog.py" line="+0"/>
        <source>Rebelote</source>
        <translation>Rebella</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You deal</source>
        <translation>Împarte: Eu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 deals</source>
        <translation>Împarte: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody takes</source>
        <translation>Toți au spus pas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take, trump: %1</source>
        <translation>Joacă: Eu, coz: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes, trump: %2</source>
        <translation>Joacă: %1, coz: %2</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+1"/>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal NS</source>
        <translation>Rundă NS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal EW</source>
        <translation>Rundă EV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total NS</source>
        <translation>Total NS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total EW</source>
        <translation>Total EV</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Deal number</source>
        <translation>Numărul rundei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trump, and in Contrée the contract with any contre</source>
        <translation>Cozul și, la Contrée, licitația cu eventuala contra</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+17"/>
        <location line="+1"/>
        <source>Card points of %1, last trick included</source>
        <translation>Punctele din cărți: %1, cu ultima mână</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declaration points, for the team with the best declaration</source>
        <translation>Punctele din combinații, pentru echipa cu cea mai mare combinație</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Belote: king and queen of trump in one hand</source>
        <translation>Bella: popa și dama de coz în aceeași mână</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>What this deal added for %1</source>
        <translation>Ce a adus runda aceasta: %1</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+20"/>
        <location line="+1"/>
        <source>Running total of %1</source>
        <translation>Totalul curent: %1</translation>
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
        <translation>Anulată (patru de 7)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancelled (under 14)</source>
        <translation>Anulată (sub 14)</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="-24"/>
        <source>balls</source>
        <translation>bile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What this deal added for %1, in %2</source>
        <translation>Ce a adus runda aceasta: %1, în %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Combination points, for the side with the best combination declared</source>
        <translation>Puncte din combinații, pentru partea cu cea mai mare combinație anunțată</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bella: king and queen of trump, declared</source>
        <translation>Bella: popa și dama de coz, anunțate</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bella: king and Ober of trump, declared</source>
        <translation>Bella: craiul și oberul de coz, anunțate</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Belote: king and Ober of trump in one hand</source>
        <translation>Bella: craiul și oberul de coz în aceeași mână</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You showed four 7s, which cancel the deal; the next dealer dealt again.</source>
        <translation>Ați avut patru de 7, care anulează runda; următorul jucător a împărțit din nou.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 showed four 7s, which cancel the deal; the next dealer dealt again.</source>
        <translation>%1: patru de 7 anulează runda; următorul jucător a împărțit din nou.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cancelled the deal; the next dealer dealt again.</source>
        <translation>Ați anulat runda; următorul jucător a împărțit din nou.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cancelled the deal; the next dealer dealt again.</source>
        <translation>%1 a anulat runda; următorul jucător a împărțit din nou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody chose a trump; the next dealer dealt again.</source>
        <translation>Nimeni n-a ales cozul; următorul jucător a împărțit din nou.</translation>
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
        <translation>%1: %2 (nicio mână luată sau al treilea BT)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n points held back until the next deal is won.</source>
        <translation>
            <numerusform>%n punct așteaptă până se câștigă runda următoare.</numerusform>
            <numerusform>%n puncte așteaptă până se câștigă runda următoare.</numerusform>
            <numerusform>%n de puncte așteaptă până se câștigă runda următoare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your team collected %n points held back from a litige.</source>
        <translation>
            <numerusform>Echipa dvs. a luat %n punct din litigiu.</numerusform>
            <numerusform>Echipa dvs. a luat %n puncte din litigiu.</numerusform>
            <numerusform>Echipa dvs. a luat %n de puncte din litigiu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 collected %n points held back from a litige.</source>
        <translation>
            <numerusform>%1: %n punct luat din litigiu.</numerusform>
            <numerusform>%1: %n puncte luate din litigiu.</numerusform>
            <numerusform>%1: %n de puncte luate din litigiu.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="+37"/>
        <source>Deal %1: you showed four 7s, which cancel the deal.</source>
        <translation>Runda %1: ați avut patru de 7, care anulează runda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: you cancelled it.</source>
        <translation>Runda %1: ați anulat-o.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1: %2 showed four 7s, which cancel the deal.</source>
        <translation>Runda %1: patru de 7 la %2 anulează runda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: %2 cancelled it.</source>
        <translation>Runda %1: %2 a anulat-o.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1: Belot! All eight trumps win the game.</source>
        <translation>Runda %1: BELOT! Toate cele 8 cărți de coz câștigă jocul.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: everyone passed.</source>
        <translation>Runda %1: toți au spus pas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal %1: you took %3 and made it.</source>
        <translation>Runda %1: ați jucat %3 și v-ați făcut jocul.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3 and won every trick!</source>
        <translation>Runda %1: ați jucat %3 și ați luat toate mâinile!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3 and went down.</source>
        <translation>Runda %1: ați jucat %3 și ați căzut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3: a tie (litige).</source>
        <translation>Runda %1: ați jucat %3: egalitate (litigiu).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1: %2 took %3 and made it.</source>
        <translation>Runda %1: %2 a jucat %3 și și-a făcut jocul.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3 and won every trick!</source>
        <translation>Runda %1: %2 a jucat %3 și a luat toate mâinile!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3 and went down.</source>
        <translation>Runda %1: %2 a jucat %3 și a căzut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3: a tie (litige).</source>
        <translation>Runda %1: %2 a jucat %3: egalitate (litigiu).</translation>
    </message>
    <message>
        <location filename="../ui/score_sheet.py" line="-113"/>
        <source>Score sheet</source>
        <translation>Foaia de scor</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+2"/>
        <location filename="../ui/table_labels.py" line="-34"/>
        <source>one deal</source>
        <translation>o rundă</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2    %3: %4    (playing to %5)</source>
        <translation>%1: %2    %3: %4    (se joacă până la %5)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1    (playing to %2)</source>
        <translation>%1    (se joacă până la %2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Points this deal</source>
        <translation>Puncte în această rundă</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Balls this deal</source>
        <translation>Bile în această rundă</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>Card points</source>
        <translation>Puncte din cărți</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+11"/>
        <source>Counted</source>
        <translation>Adunat</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Penalties</source>
        <translation>Minusuri</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scored this deal</source>
        <translation>Scris în această rundă</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>Match total</source>
        <translation>Totalul jocului</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="+40"/>
        <source>all eight tricks</source>
        <translation>toate cele opt mâini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 needed %2 and counted %3.</source>
        <translation>%1: trebuiau %2, au adunat %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needed more than %2&apos;s %3 and counted %4.</source>
        <translation>%1: trebuiau mai mult de %3 (%2), au adunat %4.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="-490"/>
        <source>Error</source>
        <translation>Greșeală</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad luck</source>
        <translation>Ghinion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good</source>
        <translation>Bine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only card</source>
        <translation>Singura carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not solved</source>
        <translation>Nerezolvat</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The only card that could be played.</source>
        <translation>Singura carte care se putea juca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double dummy (all hands known) it cost %1.</source>
        <translation>Cu cărțile la vedere (toate cărțile cunoscute) a costat %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An error: in %1 of %2 deals consistent with what you could see, %3 does better; %4 lost on average.</source>
        <translation>O greșeală: în %1 din %2 împărțiri compatibile cu ce ați putut vedea, %3 e mai bună; pierderea medie în puncte: %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bad luck: the right card for what you could see; the hidden cards lay against it.</source>
        <translation>Ghinion: cartea potrivită pentru ce ați putut vedea; cărțile ascunse erau așezate împotriva ei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The search ran out of time on this position.</source>
        <translation>Căutarea a rămas fără timp în această poziție.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A good card.</source>
        <translation>O carte bună.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Expert would have played %1.</source>
        <translation>Expertul ar fi pus %1.</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>The analysis stopped unexpectedly.</source>
        <translation>Analiza s-a oprit neașteptat.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The deal&apos;s four hands and the trick</source>
        <translation>Cărțile celor patru jucători și mâna curentă</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>Deal review</source>
        <translation>Analiza rundei</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Deal</source>
        <translation>Runda</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/score_model.py" line="-151"/>
        <location filename="../ui/score_sheet.py" line="+32"/>
        <source>Deal %1</source>
        <translation>Runda %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Trick</source>
        <translation>Mâna</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expert&apos;s card</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cards played and their marks</source>
        <translation>Cărțile jucate și verdictele lor</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Analysing… %v of %m</source>
        <translation>Analiză… %v din %m</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>« Start</source>
        <translation>« Început</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Back</source>
        <translation>◀ Înapoi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>Înainte ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End »</source>
        <translation>Sfârșit »</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jump to a trick</source>
        <translation>Salt la o mână</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Trick:</source>
        <translation>Mâna:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play this deal again</source>
        <translation>Rejoacă această rundă</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This game has no finished deal with card play to review.</source>
        <translation>Nu există încă nicio rundă terminată, cu cărți jucate, de analizat.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Auction: %1</source>
        <translation>Licitație: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Declarations: %1</source>
        <translation>Combinații: %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Trick %1: %2 played %3</source>
        <translation>Mâna %1, %2: %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>As dealt</source>
        <translation>După împărțire</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The analysis failed: %1</source>
        <translation>Analiza a eșuat: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Errors: %1 (%2 deal points lost on average); bad luck: %3.</source>
        <translation>Greșeli: %1 (pierderea medie în puncte: %2); ghinion: %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The same players, from the start</source>
        <translation>Aceiași jucători, de la început</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From %1&apos;s seat</source>
        <translation>În locul lui %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With the Expert in your seat</source>
        <translation>Cu Expertul în locul dumneavoastră</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The same cards, played again: %1. The first time (deal %2): %3.</source>
        <translation>Aceleași cărți, jucate din nou: %1. Prima dată (runda %2): %3.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Review the deal…</source>
        <translation>Analizează runda…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Review deal…</source>
        <translation>Analizează runda…</translation>
    </message>
    <message>
        <location filename="../ui/review_hooks.py" line="+46"/>
        <source>Review a deal…</source>
        <translation>Analizează o rundă…</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Abandon the game in progress and play deal %1 again?</source>
        <translation>Abandonați jocul început și rejucați runda %1?</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Review a deal of a saved game</source>
        <translation>Analiza unei runde dintr-un joc salvat</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This file cannot be reviewed: %1</source>
        <translation>Acest fișier nu poate fi analizat: %1</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="-32"/>
        <source>Your team counted %2, fewer than an opponent: %3, and the points go to the best opponent.</source>
        <translation>Echipa dvs. a adunat %2, mai puțin decât un adversar: %3, iar punctele merg la cel mai bun adversar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You counted %2, fewer than an opponent: %3, and the points go to the best opponent.</source>
        <translation>Ați adunat %2, mai puțin decât un adversar: %3, iar punctele merg la cel mai bun adversar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your team counted %2, no fewer than any opponent.</source>
        <translation>Echipa dvs. a adunat %2, cel puțin cât fiecare adversar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You counted %2, no fewer than any opponent.</source>
        <translation>Ați adunat %2, cel puțin cât fiecare adversar.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 counted %2, no fewer than any opponent.</source>
        <translation>%1: %2 adunate, cel puțin cât fiecare adversar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your team needed %2 and counted %3.</source>
        <translation>Echipa dvs. avea nevoie de %2 și a adunat %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your team needed more than %2&apos;s %3 and counted %4.</source>
        <translation>Echipa dvs. avea nevoie de mai mult de %3 (%2) și a adunat %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needed more than your team&apos;s %3 and counted %4.</source>
        <translation>%1: trebuiau mai mult de %3 ale echipei dvs., au adunat %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/score_sheet.py" line="+22"/>
        <source>A tie: %n points of the takers wait for the winner of the next deal.</source>
        <translation>
            <numerusform>Egalitate: %n punct al celor care au jucat îl așteaptă pe câștigătorul rundei următoare.</numerusform>
            <numerusform>Egalitate: %n puncte ale celor care au jucat îl așteaptă pe câștigătorul rundei următoare.</numerusform>
            <numerusform>Egalitate: %n de puncte ale celor care au jucat îl așteaptă pe câștigătorul rundei următoare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your team also collects %n points held back from the tie.</source>
        <translation>
            <numerusform>Echipa dvs. mai primește %n punct din egalitate.</numerusform>
            <numerusform>Echipa dvs. mai primește %n puncte din egalitate.</numerusform>
            <numerusform>Echipa dvs. mai primește %n de puncte din egalitate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 also collect %n points held back from the tie.</source>
        <translation>
            <numerusform>%1: încă %n punct din egalitate.</numerusform>
            <numerusform>%1: încă %n puncte din egalitate.</numerusform>
            <numerusform>%1: încă %n de puncte din egalitate.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You showed four 7s: the deal is cancelled and the next dealer deals again.</source>
        <translation>Ați avut patru de 7: runda e anulată și următorul jucător împarte din nou.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deal was cancelled: the next dealer deals again.</source>
        <translation>Runda a fost anulată: următorul jucător împarte din nou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody chose a trump: the next dealer deals again.</source>
        <translation>Nimeni n-a ales cozul: următorul jucător împarte din nou.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next deal</source>
        <translation>Runda următoare</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Match over</source>
        <translation>Joc terminat</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your team wins!</source>
        <translation>Echipa dvs. câștigă!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You win!</source>
        <translation>Ați câștigat!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 win!</source>
        <translation>Câștigă %1!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins!</source>
        <translation>Câștigă %1!</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 to %2, by %n balls after %3.</source>
        <translation>
            <numerusform>%1 la %2, diferență de %n bilă după %3.</numerusform>
            <numerusform>%1 la %2, diferență de %n bile după %3.</numerusform>
            <numerusform>%1 la %2, diferență de %n de bile după %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 to %2, by %n points after %3.</source>
        <translation>
            <numerusform>%1 la %2, diferență de %n punct după %3.</numerusform>
            <numerusform>%1 la %2, diferență de %n puncte după %3.</numerusform>
            <numerusform>%1 la %2, diferență de %n de puncte după %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-4"/>
        <source>%n deals</source>
        <translation>
            <numerusform>%n rundă</numerusform>
            <numerusform>%n runde</numerusform>
            <numerusform>%n de runde</numerusform>
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
        <translation>%1: %2 puncte, mai puțin decât un adversar: %3, iar punctele merg la cel mai bun adversar.</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+12"/>
        <source>a BT</source>
        <translation>BT</translation>
    </message>
    <message>
        <location filename="../ui/score_sheet.py" line="+54"/>
        <source>%1 showed four 7s: the deal is cancelled and the next dealer deals again.</source>
        <translation>%1: patru de 7, runda e anulată și următorul jucător împarte din nou.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Belot: all eight trumps in one hand win the game.</source>
        <translation>BELOT: toate cele 8 cărți de coz într-o mână câștigă jocul.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+8"/>
        <source>Contracts taken</source>
        <translation>Jocuri alese</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <source>Contracts made</source>
        <translation>Jocuri făcute</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Capots</source>
        <translation>Capoturi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declaration points</source>
        <translation>Puncte din combinații</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote points</source>
        <translation>Puncte din Bella</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Combination points</source>
        <translation>Puncte din combinații</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bella points</source>
        <translation>Puncte din Bella</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Final score</source>
        <translation>Scor final</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New game</source>
        <translation>Joc nou</translation>
    </message>
    <message>
        <location filename="../ui/settings.py" line="-26"/>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rapid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Instant</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>You</source>
        <translation>Eu</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="-164"/>
        <source>Easy</source>
        <translation>Ușor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Mediu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Greu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-445"/>
        <source>A card is turned up after five are dealt: take it as trump, or name another suit.</source>
        <translation>După cinci cărți, una se întoarce: jucați în culoarea ei sau alegeți altă culoare.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All eight cards first, then bid how many points your team will make, in a trump.</source>
        <translation>Întâi toate cele opt cărți, apoi licitați câte puncte va face echipa, într-un coz.</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="+38"/>
        <source>Settings</source>
        <translation>Setări</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Jucători</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards and table</source>
        <translation>Cărți și masă</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comfort</source>
        <translation>Confort</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rules apply from the next game; cards, table and speed at once.</source>
        <translation>Regulile se aplică de la jocul următor; cărțile, masa și viteza imediat.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Variant</source>
        <translation>Variantă</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not playable yet: the rules engine does not support it.</source>
        <translation>Nu se poate juca încă: regulile nu sunt încă implementate.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: coming later, the rules engine cannot play it yet.</source>
        <translation>%1: va veni mai târziu, regulile nu sunt încă implementate.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Preset</source>
        <translation>Set de reguli</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Play to</source>
        <translation>Se joacă la</translation>
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
        <translation>Cât timp poate gândi Expertul la fiecare carte sau licitație</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinking time</source>
        <translation>Timp de gândire</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>The system&apos;s language</source>
        <translation>Limba sistemului</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>from the next start</source>
        <translation>de la următoarea pornire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language</source>
        <translation>Limba</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keep statistics of every deal</source>
        <translation>Păstrează statistici pentru fiecare rundă</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>Statistici</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card sounds</source>
        <translation>Sunetele cărților</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Volume</source>
        <translation>Volum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound</source>
        <translation>Sunet</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Play my only legal card by itself</source>
        <translation>Joacă automat singura mea carte permisă</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim the remaining tricks when they are all mine</source>
        <translation>Revendică mâinile rămase când sunt toate ale mele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card with a double-click or a drag, not one click</source>
        <translation>Joacă o carte cu dublu clic sau prin tragere, nu cu un singur clic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show on each card of the trick who played it</source>
        <translation>Arată pe fiecare carte din mână cine a pus-o</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Easier to see</source>
        <translation>Mai ușor de văzut</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>High-contrast table</source>
        <translation>Masă cu contrast ridicat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French deck in four colours (diamonds blue, clubs green)</source>
        <translation>Pachet francez în patru culori (caro albastru, treflă verde)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French deck with large corner indices</source>
        <translation>Pachet francez cu indici mari în colțuri</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>A person</source>
        <translation>O persoană</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer</source>
        <translation>Calculatorul</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Jucat de</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot level</source>
        <translation>Nivelul botului</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="+37"/>
        <source>Partners sit opposite each other: South and North play against East and West.</source>
        <translation>Partenerii stau față în față: Sud și Nord joacă împotriva lui Est și Vest.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each for themselves, sit at South, East and West.</source>
        <translation>Trei jucători, fiecare pentru el, stau la Sud, Est și Vest.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two players face each other: South against North.</source>
        <translation>Doi jucători stau față în față: Sud contra Nord.</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="+55"/>
        <source>When two or more seats are people, the game hides the cards between turns so you can pass the computer around.</source>
        <translation>Când două sau mai multe locuri sunt ale unor persoane, jocul ascunde cărțile între ture, ca să vă puteți da calculatorul de la unul la altul.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At this table %1 stays empty.</source>
        <translation>La această masă, locul %1 rămâne gol.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No person plays: the computer plays every seat and you watch.</source>
        <translation>Nu joacă nicio persoană: calculatorul joacă pe toate locurile, iar dvs. priviți.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No person plays: the computer plays all four seats and you watch.</source>
        <translation>Nu joacă nicio persoană: calculatorul joacă pe toate cele patru locuri, iar dvs. priviți.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+4"/>
        <source>One person against the computer.</source>
        <translation>O persoană contra calculatorului.</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-44"/>
        <source>Five cards and a turned card, as in Classic; the taker leads, combinations are declared in the first two tricks and scores are kept in balls. Four, three or two players.</source>
        <translation>Cinci cărți și o carte întoarsă, ca la Belot clasic; începe cel care a jucat, combinațiile se anunță în primele două mâini, iar scorul se ține în bile. La masa de 4, de 3 sau 1 vs 1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/settings_dialog.py" line="+2"/>
        <source>%n people share this computer (hotseat).</source>
        <translation>
            <numerusform>%n persoană folosește acest calculator.</numerusform>
            <numerusform>%n persoane folosesc același calculator.</numerusform>
            <numerusform>%n de persoane folosesc același calculator.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Other…</source>
        <translation>Alta…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+76"/>
        <source>Table colour</source>
        <translation>Culoarea mesei</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Animations</source>
        <translation>Animații</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="+480"/>
        <location filename="../ui/settings_dialog.py" line="-343"/>
        <location line="+423"/>
        <source>Table</source>
        <translation>Masă</translation>
    </message>
    <message>
        <location filename="../ui/table_labels.py" line="-152"/>
        <source>Contre!</source>
        <translation>Contra!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre!</source>
        <translation>Recontra!</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-587"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Swap the 7</source>
        <translation>Schimbă 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Cancel the deal</source>
        <translation>Anulează runda</translation>
    </message>
    <message>
        <location filename="../ui/table_labels.py" line="+15"/>
        <source>Contré ×2</source>
        <translation>Contra ×2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontré ×%1</source>
        <translation>Recontra ×%1</translation>
    </message>
    <message>
        <location filename="../ui/declare_panel.py" line="-4"/>
        <location filename="../ui/table_labels.py" line="+5"/>
        <source>Tierce</source>
        <translation>Tărț</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Fifty</source>
        <translation>Jumate de sută</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Hundred</source>
        <translation>O sută</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/help_text.py" line="+332"/>
        <location line="+207"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four Unters</source>
        <translation>Patru de unteri</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/table_labels.py" line="+2"/>
        <source>Four aces</source>
        <translation>Patru de A</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four tens</source>
        <translation>Patru de 10</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four kings</source>
        <translation>Patru de K</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four queens</source>
        <translation>Patru de dame</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>Four Obers</source>
        <translation>Patru de oberi</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/score_model.py" line="+6"/>
        <location filename="../ui/score_sheet.py" line="-170"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Bella</source>
        <translation>Bella</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four eights</source>
        <translation>Patru de 8</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four sevens</source>
        <translation>Patru de 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belot (all eight trumps)</source>
        <translation>BELOT (toate cele 8 cărți de coz)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to the %2</source>
        <translation>%1 până la %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Declare:</source>
        <translation>Anunță:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Declare it now: it shows the cards, and you then play a card.</source>
        <translation>Anunțați acum: cărțile se arată, apoi puneți o carte.</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="-94"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Belot!</source>
        <translation>BELOT!</translation>
    </message>
    <message>
        <location filename="../ui/table_labels.py" line="+12"/>
        <source>to the</source>
        <translation>până la</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Score in points</source>
        <translation>Scor în puncte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score in balls</source>
        <translation>Scor în bile</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Playing to</source>
        <translation>Se joacă la</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Auction</source>
        <translation>Licitație</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+26"/>
        <source>Contract</source>
        <translation>Joc</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Turned card</source>
        <translation>Întoarsă</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Highest bid</source>
        <translation>Licitația</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To speak</source>
        <translation>Vorbește</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Contré</source>
        <translation>Contra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surcontré</source>
        <translation>Recontra</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+10"/>
        <source>Doubled</source>
        <translation>Contra</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+12"/>
        <source>Tricks</source>
        <translation>Mâini</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="+228"/>
        <source>Pass the computer to %1, then click</source>
        <translation>Dați calculatorul lui %1, apoi faceți clic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every hand stays hidden until then.</source>
        <translation>Până atunci, toate cărțile rămân ascunse.</translation>
    </message>
    <message>
        <location filename="../ui/scene_labels.py" line="-2"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../ui/table_labels.py" line="-56"/>
        <source>Score</source>
        <translation>Scor</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/scene_labels.py" line="+19"/>
        <source>%n tricks won by %1</source>
        <translation>
            <numerusform>%n mână luată de %1</numerusform>
            <numerusform>%n mâini luate de %1</numerusform>
            <numerusform>%n de mâini luate de %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Last trick, won by %1</source>
        <translation>Ultima mână, luată de %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/scene_steps.py" line="+131"/>
        <source>Cut after %n cards</source>
        <translation>
            <numerusform>Tăiat după %n carte</numerusform>
            <numerusform>Tăiat după %n cărți</numerusform>
            <numerusform>Tăiat după %n de cărți</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bizon! The jack makes trump</source>
        <translation>Bizon! Valetul face cozul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bizon! The Unter makes trump</source>
        <translation>Bizon! Unterul face cozul</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swapped the 7 for the turned card</source>
        <translation>A schimbat 7 pe cartea întoarsă</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal cancelled</source>
        <translation>Rundă anulată</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rebelote!</source>
        <translation>Rebella!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Belote!</source>
        <translation>Bella!</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="+65"/>
        <source>The deck in use, {deck}, is not ours: its licence is {licence}.</source>
        <translation>Pachetul folosit, {deck}, nu este al nostru: licența lui este {licence}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deck in use, {deck}, is not ours, and its file does not state a licence.</source>
        <translation>Pachetul folosit, {deck}, nu este al nostru, iar fișierul lui nu precizează o licență.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck in use, {deck}, is not ours and states no licence: it is under the licence of the package that installed it ({path}).</source>
        <translation>Pachetul folosit, {deck}, nu este al nostru și nu precizează o licență: se află sub licența pachetului care l-a instalat ({path}).</translation>
    </message>
    <message>
        <location filename="../metainfo_texts.py" line="+25"/>
        <source>Offline Belote, Contrée and Romanian Belot card game</source>
        <translation>Joc de cărți Belot clasic, Contrée și Belot românesc, fără internet</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/about.py" line="+9"/>
        <source>An offline desktop Belote: Classic Belote, Contrée and Romanian Belot, with SVG card decks, bots and local hotseat play.</source>
        <translation>Belot pentru calculator, fără internet: Belot clasic, Contrée și Belot românesc, cu pachete de cărți SVG, boți și joc în mai mulți la același calculator.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on your own computer with no account and no network: against computer opponents, or with friends sharing one screen.</source>
        <translation>Jucați pe propriul calculator, fără cont și fără rețea: împotriva adversarilor calculatorului sau cu prieteni la același ecran.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic Belote, Contrée (Coinche) and Romanian Belot, each with the rule options of its tradition</source>
        <translation>Belot clasic, Contrée (Coinche) și Belot românesc, fiecare cu opțiunile de reguli ale tradiției sale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote and rebelote, declarations, capot and litige counted for you</source>
        <translation>Bella și rebella, combinațiile, capotul și litigiul sunt numărate pentru dvs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card decks in French, German and traditional French patterns, and any installed KDE or GNOME card deck</source>
        <translation>Pachete de cărți cu model francez, german și francez tradițional, plus orice pachet KDE sau GNOME instalat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games that can be replayed and checked move by move</source>
        <translation>Jocuri salvate care pot fi rejucate și verificate mutare cu mutare</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card Game</source>
        <translation>Joc de cărți</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Belote, Contrée and Romanian Belot against the computer or with friends</source>
        <translation>Jucați Belot clasic, Contrée și Belot românesc cu calculatorul sau cu prietenii</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="+3"/>
        <source>Code licence: {licence}. This program comes with ABSOLUTELY NO WARRANTY.</source>
        <translation>Licența codului: {licence}. Acest program vine FĂRĂ NICIO GARANȚIE.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version: {version}</source>
        <translation>Versiunea: {version}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Our built-in card decks:</source>
        <translation>Pachetele noastre de cărți incluse:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{deck}: {licence}</source>
        <translation>{deck}: {licence}</translation>
    </message>
    <message>
        <location filename="../ui/refusals.py" line="+33"/>
        <source>You may not lead a trump before the taker has led one. Playable: %1.</source>
        <translation>Nu puteți deschide cu coz până nu a deschis cu coz cel care a luat. Se pot juca: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You must follow suit: %1. Playable: %2.</source>
        <translation>Trebuie să răspundeți la culoare: %1. Se pot juca: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must play a higher card in %1. Playable: %2.</source>
        <translation>Trebuie să jucați o carte mai mare (culoare: %1). Se pot juca: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must trump with %1. Playable: %2.</source>
        <translation>Trebuie să tăiați cu coz (%1). Se pot juca: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must overtrump with %1. Playable: %2.</source>
        <translation>Trebuie să tăiați cu un coz mai mare (%1). Se pot juca: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must undertrump with %1. Playable: %2.</source>
        <translation>Trebuie să jucați un coz mai mic (%1). Se pot juca: %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 was the suit turned in round 1: name another suit or pass.</source>
        <translation>%1 a fost culoarea cărții întoarse în turul 1: alegeți altă culoare sau spuneți pas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You must bid higher than %1.</source>
        <translation>Trebuie să licitați mai mult de %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You do not hold that card.</source>
        <translation>Nu aveți această carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card: the auction is over.</source>
        <translation>Jucați o carte: licitația s-a încheiat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The auction is not over yet.</source>
        <translation>Licitația nu s-a încheiat încă.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The auction is over.</source>
        <translation>Licitația s-a încheiat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In round 1 you may only take the turned card or pass.</source>
        <translation>În turul 1 puteți doar să luați cartea întoarsă sau să spuneți pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turned card can only be taken in round 1: name a suit or pass.</source>
        <translation>Cartea întoarsă se poate lua doar în turul 1: alegeți o culoare sau spuneți pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer must choose a trump in round 2.</source>
        <translation>Cel care împarte trebuie să aleagă cozul în turul 2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre only surcontre or pass remains.</source>
        <translation>După contra rămân doar recontra sau pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre answers a contre of the other team.</source>
        <translation>Recontra răspunde la o contra a echipei adverse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The contract is already surcontred.</source>
        <translation>Contractul are deja recontra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contre is said against the other team&apos;s bid.</source>
        <translation>Contra se spune la licitația echipei adverse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no bid to contre.</source>
        <translation>Nu există nicio licitație la care să spuneți contra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No trump and all trump bids are not played at this table.</source>
        <translation>Licitațiile fără coz și totul coz nu se joacă la această masă.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the holder of the 7 of trump may swap it, right after a take in round 1.</source>
        <translation>Doar cel care are 7 de coz îl poate schimba, imediat după ce s-a luat în turul 1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only a player whose cards are worth fewer than 14 points may cancel the deal.</source>
        <translation>Doar un jucător ale cărui cărți valorează mai puțin de 14 puncte poate anula runda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the 7 or pass.</source>
        <translation>Schimbați 7 sau spuneți pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the deal or pass.</source>
        <translation>Anulați runda sau spuneți pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards that complete the hands are not known: pass only.</source>
        <translation>Cărțile care completează mâinile nu sunt cunoscute: doar pas.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>That card cannot be played now.</source>
        <translation>Această carte nu se poate juca acum.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not allowed now.</source>
        <translation>Acest lucru nu este permis acum.</translation>
    </message>
    <message>
        <location filename="../ui/game_files.py" line="+139"/>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait</source>
        <translation>Așteptați</translation>
    </message>
    <message>
        <location filename="../ui/guide.py" line="+184"/>
        <source>Players&apos; guide</source>
        <translation>Ghidul jucătorului</translation>
    </message>
    <message>
        <location filename="../ui/licences.py" line="+132"/>
        <source>Licences</source>
        <translation>Licențe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bundled: {name}</source>
        <translation>Inclus: {name}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No licence texts were found: this copy of the game was installed without them.</source>
        <translation>Nu s-au găsit textele licențelor: această copie a jocului a fost instalată fără ele.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Licences…</source>
        <translation>Licențe…</translation>
    </message>
    <message>
        <location filename="../ui/presets.py" line="+38"/>
        <source>Belote Desktop&apos;s defaults</source>
        <translation>Implicit în Belote Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French federation</source>
        <translation>Federația franceză</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online rooms</source>
        <translation>Săli online</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rules</source>
        <translation>Reguli proprii</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your own choice of options.</source>
        <translation>Propria dvs. alegere de opțiuni.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Played to 701, a surcontre multiplies by 4; of the options only the partner exemption is on.</source>
        <translation>Se joacă până la 701, recontra înmulțește cu 4; dintre opțiuni e activă doar scutirea pentru partener.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the French federation&apos;s texts: a surcontre multiplies by 3.</source>
        <translation>Ca în textele federației franceze: recontra înmulțește cu 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the Slovenian and Czech rooms: played to 701, the highest bidder may raise after three passes.</source>
        <translation>Ca în sălile slovene și cehe: se joacă până la 701, cel mai mare licitant poate mări după trei pas-uri.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Played to 1000; of the options only the partner exemption is on.</source>
        <translation>Se joacă până la 1000; dintre opțiuni e activă doar scutirea pentru partener.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the French federation&apos;s classic rules: unable to overtrump, you must still play a lower trump.</source>
        <translation>Ca în regulile clasice ale federației franceze: cine nu poate tăia mai sus trebuie totuși să dea un coz mai mic.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the Slovenian and Czech rooms: played to 501.</source>
        <translation>Ca în sălile slovene și cehe: se joacă până la 501.</translation>
    </message>
    <message>
        <location filename="../ui/hint_text.py" line="+28"/>
        <source>the only card the rules leave you</source>
        <translation>singura carte pe care v-o lasă regulile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws the last trumps</source>
        <translation>scoate ultimele cozuri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws the opponents&apos; trumps</source>
        <translation>scoate cozurile adversarilor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leads a master card: nothing left can beat it</source>
        <translation>începe cu o carte pe care nimic rămas nu o mai poate bate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gives points to partner&apos;s master</source>
        <translation>încarcă cu puncte mâna sigură a partenerului</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partner&apos;s trick is safe: keep your good cards</source>
        <translation>mâna partenerului e sigură: păstrați cărțile bune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overtrumps the opponent</source>
        <translation>pune un coz mai mare decât adversarul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trumps the trick</source>
        <translation>taie mâna cu coz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the trick as the last to play</source>
        <translation>ia mâna jucând ultimul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the trick with a master card</source>
        <translation>ia mâna cu o carte pe care nimic nu o mai poate bate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps the 10 guarded while the ace is out</source>
        <translation>păstrează 10 acoperit cât timp asul e încă afară</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throws away a card worth nothing</source>
        <translation>aruncă o carte fără valoare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the trick is lost: give it as few points as you can</source>
        <translation>mâna e pierdută: dați-i cât mai puține puncte</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hint: %1.</source>
        <translation>Sugestie: %1.</translation>
    </message>
    <message>
        <location filename="../ui/stats_dialog.py" line="+57"/>
        <source>People</source>
        <translation>Oameni</translation>
    </message>
    <message>
        <location filename="../ui/tutorial.py" line="-43"/>
        <source>Welcome to Belote</source>
        <translation>Bun venit la Belot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You sit South. North, across the table, is your partner; East and West play against you. The dealer has turned up the %1: who takes it makes its suit the trumps, the strongest suit. Take it with the Take button.</source>
        <translation>Stați la Sud. Nord, în fața dumneavoastră, este partenerul dumneavoastră; Est și Vest joacă împotriva dumneavoastră. Cel care împarte a întors %1: cine o ia face din culoarea ei coz, culoarea cea mai puternică. Luați-o cu butonul Joc.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Leading a trick</source>
        <translation>Începerea unei mâini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts are trumps and you play first. Everyone must follow the suit led; the highest card of that suit wins the trick, unless someone trumps. Lead the %1.</source>
        <translation>Inimă e coz și începeți dumneavoastră. Toți trebuie să răspundă la culoarea cerută; cea mai mare carte din acea culoare ia mâna, dacă nu taie cineva cu coz. Începeți cu %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your partner&apos;s trick</source>
        <translation>Mâna partenerului</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North leads the ace of clubs: your partner holds the trick. You have no club, and when your partner is winning you need not trump: keep your trumps and throw the %1.</source>
        <translation>Nord începe cu asul de treflă: mâna e a partenerului. Nu aveți treflă, iar când partenerul ia mâna nu trebuie să tăiați: păstrați-vă cozurile și aruncați %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Follow suit</source>
        <translation>Răspuns la culoare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North leads a diamond. You hold one, so you must play it: try another card and the game tells you the rule. Play the %1.</source>
        <translation>Nord începe cu caro. Aveți unul, deci trebuie să-l jucați: încercați altă carte și jocul vă spune regula. Jucați %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>West leads a club and you have none. When an opponent holds the trick and you cannot follow suit, you must play a trump. The smallest does: play the %1.</source>
        <translation>Vest începe cu treflă și nu aveți. Când mâna e a unui adversar și nu puteți răspunde la culoare, trebuie să tăiați cu coz. Ajunge cel mai mic: jucați %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Overtrump</source>
        <translation>Coz mai mare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West has trumped with the 10. When an opponent&apos;s trump holds the trick you must play a higher trump if you can. Trumps rank J, 9, A, 10, K, Q, 8, 7: play the %1.</source>
        <translation>Vest a tăiat cu 10. Când cozul unui adversar ține mâna, trebuie să puneți un coz mai mare dacă puteți. Ordinea cozurilor: J, 9, A, 10, K, Q, 8, 7. Jucați %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An ace</source>
        <translation>Un as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your trick, so you lead again. In the other suits the ace is the strongest card, then the 10: play the %1.</source>
        <translation>Mâna e a dumneavoastră, deci începeți din nou. În celelalte culori asul e cea mai mare carte, apoi 10: jucați %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You hold the king and queen of trumps: the belote, worth 20 points. Play the %1: the game says &quot;Belote&quot; for you. North must go higher in trumps and takes the trick.</source>
        <translation>Aveți popa și dama de coz: Bella, care valorează 20 de puncte. Jucați %1: jocul spune „Bella” în locul dumneavoastră. Nord trebuie să pună un coz mai mare și ia mâna.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rebelote and the last trick</source>
        <translation>Rebella și ultima mână</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 completes the belote: &quot;Rebelote&quot;. The last trick is worth 10 more points.</source>
        <translation>%1 completează Bella: „Rebella”. Ultima mână mai valorează 10 puncte.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Leave the tutorial</source>
        <translation>Închide tutorialul</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Step %1 of %2</source>
        <translation>Pasul %1 din %2</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>That card may be played, but this step waits for the %1.</source>
        <translation>Cartea aceasta se poate juca, dar pasul acesta așteaptă %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This step waits for Take.</source>
        <translation>Pasul acesta așteaptă Joc.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Each side counts the cards it won: trumps J 20, 9 14, A 11, 10 10, K 4, Q 3; other suits A 11, 10 10, K 4, Q 3, J 2; 10 for the last trick, 20 for the belote. You took, so your side needed more than East and West: %1 to %2. Next deal plays on against the computer.</source>
        <translation>Fiecare echipă își numără cărțile luate: la coz J 20, 9 14, A 11, 10 10, K 4, Q 3; în celelalte culori A 11, 10 10, K 4, Q 3, J 2; 10 pentru ultima mână, 20 pentru Bella. Ați jucat dumneavoastră, deci echipa dumneavoastră avea nevoie de mai mult decât Est și Vest: %1 la %2. Runda următoare continuă împotriva calculatorului.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The score</source>
        <translation>Scorul</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <location filename="../ui/deck_words.py" line="+14"/>
        <source>French</source>
        <translation>Francez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German</source>
        <translation>German</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traditional French</source>
        <translation>Francez tradițional</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote Desktop contributors</source>
        <translation>Contribuitorii Belote Desktop</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../ui/controller.py" line="+191"/>
        <source>You claim the remaining tricks: %1</source>
        <translation>Mâinile rămase le revendică: Eu (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 claims the remaining tricks: %2</source>
        <translation>Mâinile rămase le revendică: %1 (%2)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>there is no game to save</source>
        <translation>nu există niciun joc de salvat</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>This match is over.</source>
        <translation>Acest joc s-a terminat.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Wait for your turn.</source>
        <translation>Așteptați-vă rândul.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Nothing to undo.</source>
        <translation>Nu e nimic de anulat.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A hint is given on your turn.</source>
        <translation>Sugestia se dă când e rândul dvs.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Asking the {level} bot for a hint…</source>
        <translation>Botul ({level}) caută o sugestie…</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The match is over.</source>
        <translation>Jocul s-a terminat.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal over.</source>
        <translation>Runda s-a terminat.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{name}: your call.</source>
        <translation>{name}: vorbiți dvs.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your call.</source>
        <translation>Vorbiți dumneavoastră.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: your card.</source>
        <translation>{name}: cartea dvs.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn: play a card.</source>
        <translation>E rândul dvs.: puneți o carte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: declare your combinations, then play a card.</source>
        <translation>{name}: anunțați combinațiile, apoi puneți o carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare your combinations, then play a card.</source>
        <translation>Anunțați combinațiile, apoi puneți o carte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} is thinking…</source>
        <translation>{name} se gândește…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint shown.</source>
        <translation>Sugestie afișată.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{name}&apos;s bot failed ({error}); it plays a random legal move.</source>
        <translation>Botul lui {name} a eșuat ({error}); joacă o mutare permisă la întâmplare.</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>The game is not kept for resuming ({error}): its last %n actions would be lost if the game closed now. Game &gt; Save keeps it elsewhere.</source>
        <translation>
            <numerusform>Jocul nu este păstrat pentru reluare ({error}): ultima lui mutare (%n) s-ar pierde dacă jocul s-ar închide acum. Joc &gt; Salvează îl păstrează în altă parte.</numerusform>
            <numerusform>Jocul nu este păstrat pentru reluare ({error}): ultimele lui %n mutări s-ar pierde dacă jocul s-ar închide acum. Joc &gt; Salvează îl păstrează în altă parte.</numerusform>
            <numerusform>Jocul nu este păstrat pentru reluare ({error}): ultimele lui %n de mutări s-ar pierde dacă jocul s-ar închide acum. Joc &gt; Salvează îl păstrează în altă parte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The finished game could not be removed ({error}): the next start offers it again.</source>
        <translation>Jocul terminat nu a putut fi șters ({error}): va fi oferit din nou la următoarea pornire.</translation>
    </message>
</context>
<context>
    <name>GameFileTypes</name>
    <message>
        <location filename="../ui/file_types.py" line="+22"/>
        <source>Belote game</source>
        <translation>Partidă de belot</translation>
    </message>
</context>
<context>
    <name>GermanDeck</name>
    <message>
        <location filename="../ui/help_text.py" line="-653"/>
        <source>L</source>
        <comment>German deck: the sign of leaves (Grün)</comment>
        <translation>V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H</source>
        <comment>German deck: the sign of hearts (Herz)</comment>
        <translation>R</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <comment>German deck: the sign of bells (Schellen)</comment>
        <translation>D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A</source>
        <comment>German deck: the sign of acorns (Eichel)</comment>
        <translation>G</translation>
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
        <translation>C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A</source>
        <comment>German deck: Daus, in the ace&apos;s place</comment>
        <translation>T</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leaves</source>
        <comment>German deck: the suit of Grün</comment>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <comment>German deck: the suit of Herz</comment>
        <translation>Roșu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bells</source>
        <comment>German deck: the suit of Schellen</comment>
        <translation>Dobă</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Acorns</source>
        <comment>German deck: the suit of Eichel</comment>
        <translation>Ghindă</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="+160"/>
        <source>&amp;New game</source>
        <translation>&amp;Joc nou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Deschide…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>&amp;Salvează…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>Se&amp;tări…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Anulează</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <translation>Su&amp;gestie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Ultima mână</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;core sheet</source>
        <translation>&amp;Foaia de scor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stat&amp;istics…</source>
        <translation>Statisti&amp;ci…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Ieșire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reguli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Shortcuts</source>
        <translation>S&amp;curtături</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players&apos; &amp;guide</source>
        <translation>&amp;Ghidul jucătorului</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;utorial…</source>
        <translation>&amp;Tutorial…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About {title}</source>
        <translation>&amp;Despre {title}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game</source>
        <translation>&amp;Joc</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>&amp;Ajutor</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Pass the computer to {name}, then click the table.</source>
        <translation>Dați calculatorul lui {name}, apoi faceți clic pe masă.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Deck {deck} cannot be used ({error}); the French deck is shown.</source>
        <translation>Pachetul {deck} nu poate fi folosit ({error}); se afișează pachetul francez.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The easier-to-read deck could not be drawn ({error}); the French deck is shown.</source>
        <translation>Pachetul mai ușor de citit nu a putut fi desenat ({error}); se afișează pachetul francez.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Settings saved: new rules and players apply from the next game.</source>
        <translation>Setări salvate: regulile și jucătorii noi se aplică de la jocul următor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The settings could not be saved ({file}): they apply until the game closes.</source>
        <translation>Setările nu au putut fi salvate ({file}): se aplică până la închiderea jocului.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New rules and players apply from the next game.</source>
        <translation>Regulile și jucătorii noi se aplică de la jocul următor.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Resume the game in progress?</source>
        <translation>Reluați jocul început?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No starts a new game; the game in progress is then lost.</source>
        <translation>Nu începe un joc nou; jocul început se pierde.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Its last %n actions could not be kept when it was played: it resumes from before them.</source>
        <translation>
            <numerusform>Ultima lui mutare (%n) nu a putut fi păstrată în timpul jocului: se reia de dinaintea ei.</numerusform>
            <numerusform>Ultimele lui %n mutări nu au putut fi păstrate în timpul jocului: se reia de dinaintea lor.</numerusform>
            <numerusform>Ultimele lui %n de mutări nu au putut fi păstrate în timpul jocului: se reia de dinaintea lor.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Reading the game in progress…</source>
        <translation>Se citește jocul început…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> It was kept as {path}.</source>
        <translation> A fost păstrat ca {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress could not be read: {error}.{where} A new game starts.</source>
        <translation>Jocul început nu a putut fi citit: {error}.{where} Începe un joc nou.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Abandon the game in progress and start the tutorial?</source>
        <translation>Abandonați jocul început și porniți tutorialul?</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>New to Belote?</source>
        <translation>Sunteți nou la Belot?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tutorial plays one deal with you, one rule at a time. Start it now? It is also in the Help menu.</source>
        <translation>Tutorialul joacă o rundă cu dumneavoastră, câte o regulă pe rând. Îl porniți acum? Îl găsiți și în meniul Ajutor.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Abandon the game in progress and deal a new one?</source>
        <translation>Abandonați jocul început și împărțiți altul?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Abandon the game in progress and open another one?</source>
        <translation>Abandonați jocul început și deschideți altul?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Open a game</source>
        <translation>Deschide un joc</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Belote games (*.json);;All files (*)</source>
        <translation>Jocuri de belot (*.json);;Toate fișierele (*)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>This file cannot be opened as a game: {error}</source>
        <translation>Acest fișier nu poate fi deschis ca joc: {error}</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Save the game</source>
        <translation>Salvează jocul</translation>
    </message>
    <message>
        <location line="-374"/>
        <source>Bidding</source>
        <translation>Licitație</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Combinații</translation>
    </message>
    <message>
        <location line="+398"/>
        <source>Opening {file}…</source>
        <translation>Se deschide {file}…</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+8"/>
        <source>The game could not be saved: {error}</source>
        <translation>Jocul nu a putut fi salvat: {error}</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Saving {file}…</source>
        <translation>Se salvează {file}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved to {path}.</source>
        <translation>Salvat în {path}.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Your last move was taken back.</source>
        <translation>Ultima mutare a fost retrasă.</translation>
    </message>
    <message>
        <location line="-490"/>
        <source>Match result</source>
        <translation>Rezultatul partidei</translation>
    </message>
    <message>
        <location line="+548"/>
        <source>The players&apos; guide could not be opened.</source>
        <translation>Ghidul jucătorului nu a putut fi deschis.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About {title}</source>
        <translation>Despre {title}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The statistics are not kept ({error}).</source>
        <translation>Statisticile nu sunt păstrate ({error}).</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>Leave the game in progress? It could not be kept: its last %n actions are lost (Game &gt; Save keeps it elsewhere).</source>
        <translation>
            <numerusform>Părăsiți jocul început? Nu a putut fi păstrat: ultima lui mutare (%n) s-a pierdut (Joc &gt; Salvează îl păstrează în altă parte).</numerusform>
            <numerusform>Părăsiți jocul început? Nu a putut fi păstrat: ultimele lui %n mutări s-au pierdut (Joc &gt; Salvează îl păstrează în altă parte).</numerusform>
            <numerusform>Părăsiți jocul început? Nu a putut fi păstrat: ultimele lui %n de mutări s-au pierdut (Joc &gt; Salvează îl păstrează în altă parte).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave the game in progress? It is kept, and offered when you start again.</source>
        <translation>Părăsiți jocul început? Este păstrat și vi se oferă la următoarea pornire.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="qt_texts.py" line="+56"/>
        <source>Folder</source>
        <translation>Dosar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>Fișier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive</source>
        <translation>Unitate</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location line="-26"/>
        <source>&amp;Look in:</source>
        <translation>Caută î&amp;n:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File &amp;name:</source>
        <translation>&amp;Nume fișier:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;Tip fișiere:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Deschide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Salvează</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Înapoi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Înainte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent Directory</source>
        <translation>Dosarul părinte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create New Folder</source>
        <translation>Creează un dosar nou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List View</source>
        <translation>Vizualizare listă</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail View</source>
        <translation>Vizualizare detaliată</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Files (*)</source>
        <translation>Toate fișierele (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>Ș&amp;terge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename</source>
        <translation>&amp;Redenumește</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;hidden files</source>
        <translation>Arată fișierele a&amp;scunse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Folder</source>
        <translation>Dosar &amp;nou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 există deja.
Doriți să îl înlocuiți?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Dimensiune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date Modified</source>
        <translation>Data modificării</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Calculator</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type</source>
        <translation>Tip</translation>
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
        <translation>Renunță</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore Defaults</source>
        <translation>Valori implicite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Da</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Nu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Salvează</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Deschide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Renunță la modificări</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>Aplică</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Resetează</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Ajutor</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/settings_dialog.py" line="-587"/>
        <source>Green baize</source>
        <translation>Postav verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Albastru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <translation>Vișiniu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walnut</source>
        <translation>Nuc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slate</source>
        <translation>Ardezie</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../ui/help_text.py" line="+290"/>
        <source> or </source>
        <translation> sau </translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <location filename="../ui/stats_dialog.py" line="+19"/>
        <location line="+191"/>
        <location line="+25"/>
        <source>Statistics</source>
        <translation>Statistici</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>Statistics are off: no deal is recorded (Settings &gt; Cards and table).</source>
        <translation>Statisticile sunt oprite: nu se înregistrează nicio rundă (Setări &gt; Cărți și masă).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+21"/>
        <location line="+16"/>
        <source>Matches won</source>
        <translation>Jocuri câștigate</translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+20"/>
        <source>Deals won</source>
        <translation>Runde câștigate</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Contracts made / taken</source>
        <translation>Jocuri făcute / alese</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches won in a row</source>
        <translation>Jocuri câștigate la rând</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals won in a row</source>
        <translation>Runde câștigate la rând</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Variant</source>
        <translation>Variantă</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>Adversari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken</source>
        <translation>Alese</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Made</source>
        <translation>Făcute</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By variant and opponents</source>
        <translation>După variantă și adversari</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Average score per deal</source>
        <translation>Scor mediu pe rundă</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Average score</source>
        <translation>Scor mediu</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No deal recorded yet.</source>
        <translation>Nicio rundă înregistrată încă.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score per deal, by match</source>
        <translation>Scor pe rundă, pe joc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Errors per deal, by match</source>
        <translation>Greșeli pe rundă, pe joc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No deal reviewed yet: the deal review counts the errors.</source>
        <translation>Nicio rundă analizată încă: analiza rundei numără greșelile.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match finished yet.</source>
        <translation>Niciun joc terminat încă.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export as CSV…</source>
        <translation>Exportă ca CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset…</source>
        <translation>Resetează…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The statistics cannot be read: {error}. The file is left as it is; move it away to start new statistics.</source>
        <translation>Statisticile nu pot fi citite: {error}. Fișierul rămâne neatins; mutați-l în altă parte pentru a începe statistici noi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone</source>
        <translation>Toți</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>by variant, below</source>
        <translation>pe variante, mai jos</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>now {current}, best {best}</source>
        <translation>acum {current}, record {best}</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n matches; the last: {value}</source>
        <translation>
            <numerusform>%n joc; ultimul: {value}</numerusform>
            <numerusform>%n jocuri; ultimul: {value}</numerusform>
            <numerusform>%n de jocuri; ultimul: {value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n matches reviewed; the last: {value}</source>
        <translation>
            <numerusform>%n joc analizat; ultimul: {value}</numerusform>
            <numerusform>%n jocuri analizate; ultimul: {value}</numerusform>
            <numerusform>%n de jocuri analizate; ultimul: {value}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Export the statistics</source>
        <translation>Exportarea statisticilor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fișiere CSV (*.csv);;Toate fișierele (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The statistics could not be exported: {error}</source>
        <translation>Statisticile nu au putut fi exportate: {error}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Forget every recorded deal? This cannot be undone.</source>
        <translation>Uitați toate rundele înregistrate? Acțiunea nu poate fi anulată.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The statistics could not be reset: {error}</source>
        <translation>Statisticile nu au putut fi resetate: {error}</translation>
    </message>
</context>
</TS>
