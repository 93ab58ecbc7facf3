<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../ui/auction_panel.py" line="+194"/>
        <source>(D)</source>
        <translation>(R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, the dealer</source>
        <translation>%1, rozdává</translation>
    </message>
    <message>
        <location line="+125"/>
        <location line="+290"/>
        <source>Bid</source>
        <translation>Hlásit</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Bidding is over</source>
        <translation>Licitace skončila</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap the 7 of trump?</source>
        <translation>Vyměnit trumfovou sedmu?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewer than 14 points?</source>
        <translation>Méně než 14 bodů?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round 2: name a trump</source>
        <translation>2. kolo: zvolte trumf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round 1: take or pass</source>
        <translation>1. kolo: vzít, nebo pas</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/help_text.py" line="+596"/>
        <location line="+28"/>
        <location line="+55"/>
        <source>Bidding</source>
        <translation>Licitace</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting for %1…</source>
        <translation>Čeká se na: %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your call.</source>
        <translation>Hlásíte vy.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You hold the 7 of trump: you may give it for the turned card.</source>
        <translation>Máte trumfovou sedmu: smíte ji vyměnit za otočenou kartu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your cards are worth fewer than 14 points: you may cancel the deal.</source>
        <translation>Vaše karty mají méně než 14 bodů: smíte hru zrušit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the turned card to make its suit trump, or pass.</source>
        <translation>Vezměte otočenou kartu, její barva bude trumf, nebo pasujte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name another suit as trump: the dealer may not pass in this round.</source>
        <translation>Zvolte jinou barvu trumfu: rozdávající v tomto kole nesmí pasovat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name another suit as trump, or pass.</source>
        <translation>Zvolte jinou barvu trumfu, nebo pasujte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your team&apos;s bid was contred: surcontre or pass.</source>
        <translation>Soupeři dali na vaši hru Kontra: Rekontra, nebo pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a value and a trump, then Bid.</source>
        <translation>Zvolte hodnotu a trumf, pak Hlásit.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Take %1</source>
        <translation>Beru %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Bid %1</source>
        <translation>Hlásit %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The turned card</source>
        <translation>Otočená karta</translation>
    </message>
    <message>
        <location filename="../ui/deck_chooser.py" line="+51"/>
        <source>by %1</source>
        <translation>autor %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>licence %1</source>
        <translation>licence %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>author and licence not stated</source>
        <translation>autor a licence neuvedeny</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Card deck</source>
        <translation>Karty</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Preview</source>
        <translation>Náhled</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Looking for installed card decks…</source>
        <translation>Hledám nainstalované karty…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Drawing the preview…</source>
        <translation>Kreslím náhled…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not look for card decks: %1</source>
        <translation>Karty nelze vyhledat: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>built-in</source>
        <translation>vestavěné</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n decks available.</source>
        <translation>
            <numerusform>K dispozici je %n sada karet.</numerusform>
            <numerusform>K dispozici jsou %n sady karet.</numerusform>
            <numerusform>K dispozici je %n sad karet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n installed decks cannot be drawn correctly and are not offered.</source>
        <translation>
            <numerusform>%n nainstalovanou sadu nelze správně vykreslit, proto není nabízena.</numerusform>
            <numerusform>%n nainstalované sady nelze správně vykreslit, proto nejsou nabízeny.</numerusform>
            <numerusform>%n nainstalovaných sad nelze správně vykreslit, proto nejsou nabízeny.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chosen deck is no longer installed; pick another.</source>
        <translation>Zvolené karty už nejsou nainstalovány; vyberte jiné.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deck cannot be shown: %1</source>
        <translation>Tyto karty nelze zobrazit: %1</translation>
    </message>
    <message>
        <location filename="../ui/help_dialog.py" line="+53"/>
        <source>Rules and keys</source>
        <translation>Pravidla a klávesy</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules of</source>
        <translation>Pravidla hry</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../ui/settings_dialog.py" line="+257"/>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyboard</source>
        <translation>Klávesnice</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>(as played at this table)</source>
        <translation>(jak se hraje u tohoto stolu)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(with its usual options)</source>
        <translation>(s obvyklými volbami)</translation>
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
        <translation>Piky</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts</source>
        <translation>Srdce</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds</source>
        <translation>Káry</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clubs</source>
        <translation>Kříže</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+499"/>
        <location filename="../ui/table_labels.py" line="+67"/>
        <source>No trump</source>
        <translation>Bez trumfu</translation>
    </message>
    <message>
        <location line="-497"/>
        <location line="+498"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>All trump</source>
        <translation>Vše trumf</translation>
    </message>
    <message>
        <location line="-491"/>
        <source>NT</source>
        <translation>BT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AT</source>
        <translation>VT</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../ui/table_labels.py" line="-18"/>
        <source>South</source>
        <translation>Jih</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/settings.py" line="+96"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>East</source>
        <translation>Východ</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/settings.py" line="+0"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>North</source>
        <translation>Sever</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/settings.py" line="+0"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>West</source>
        <translation>Západ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>North–South</source>
        <translation>Sever–Jih</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>East–West</source>
        <translation>Východ–Západ</translation>
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
        <translation>Beru</translation>
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
        <translation>Hlášky</translation>
    </message>
    <message>
        <location line="-300"/>
        <source>Sequences and four of a kind held at the start score extra for the team with the best one.</source>
        <translation>Postupky a čtveřice na začátku hry přinesou body navíc týmu s nejvyšší hláškou.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Partner exemption</source>
        <translation>Výjimka pro spoluhráče</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your partner is winning the trick you need not trump: any card will do.</source>
        <translation>Když štych drží váš spoluhráč, nemusíte trumfovat: můžete dát jakoukoli kartu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Must undertrump</source>
        <translation>Povinné podtrumfování</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unable to beat a trump already played? You must still play a lower trump if you have one.</source>
        <translation>Nemůžete přebít již zahraný trumf? Přesto musíte dát nižší trumf, pokud ho máte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealer must choose</source>
        <translation>Rozdávající musí zvolit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the second round of bidding the dealer may not pass and must name a trump.</source>
        <translation>Ve druhém kole rozdávající nesmí pasovat a musí zvolit trumf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No trump and all trump bids</source>
        <translation>Hry bez trumfu a vše trumf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids may also name no trump (no suit is trump) or all trump (every suit is trump).</source>
        <translation>Hlásit lze i bez trumfu (žádná barva není trumf) nebo vše trumf (každá barva je trumf).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Takers must beat the defence</source>
        <translation>Hrající musí porazit obranu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reaching the bid is not enough: the takers must also score more than the defenders.</source>
        <translation>Nestačí dosáhnout hlášené hodnoty: hrající tým musí mít i víc bodů než soupeři.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Surcontre multiplies by</source>
        <translation>Rekontra násobí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A contre doubles the contract; a surcontre multiplies it by this much.</source>
        <translation>Kontra zdvojnásobí hodnotu hry; Rekontra ji vynásobí tímto číslem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last bidder may raise</source>
        <translation>Poslední hlásící smí zvýšit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the other three pass, the highest bidder gets one more turn to raise or stand.</source>
        <translation>Když ostatní tři pasují, smí nejvyšší hlásící ještě jednou zvýšit, nebo zůstat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel under 14 points</source>
        <translation>Zrušení pod 14 bodů</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four players: a player whose cards are worth fewer than 14 points may cancel the deal.</source>
        <translation>Čtyři hráči: hráč, jehož karty mají méně než 14 bodů, smí hru zrušit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random pairs</source>
        <translation>Náhodné dvojice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four players: partners are drawn at random at the start of the game.</source>
        <translation>Čtyři hráči: spoluhráči se na začátku partie losují.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduced combinations</source>
        <translation>Omezené hlášky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One against one: combinations of 100 or more count at most twice a game.</source>
        <translation>Jeden proti jednomu: hlášky za 100 a víc platí nejvýš dvakrát za partii.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Classic Belote</source>
        <translation>Klasická belote</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contrée</source>
        <translation>Contrée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Romanian Belot</source>
        <translation>Rumunský Belot</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A single deal</source>
        <translation>Jediná hra</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location filename="../ui/score_sheet.py" line="-42"/>
        <source>%n balls</source>
        <translation>
            <numerusform>%n kulička</numerusform>
            <numerusform>%n kuličky</numerusform>
            <numerusform>%n kuliček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../ui/score_sheet.py" line="-2"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Four players, in two teams</source>
        <translation>Čtyři hráči ve dvou týmech</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each alone</source>
        <translation>Tři hráči, každý sám za sebe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One against one</source>
        <translation>Jeden proti jednomu</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>32 cards; partners sit opposite each other.</source>
        <translation>32 karet; spoluhráči sedí proti sobě.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>24 cards (no 7s or 8s); South, East and West each play for themselves.</source>
        <translation>24 karet (bez sedmiček a osmiček); Jih, Východ a Západ hrají každý sám za sebe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>24 cards, nine each, South against North; scores kept in points, not balls.</source>
        <translation>24 karet, každý devět, Jih proti Severu; počítá se v bodech, ne v kuličkách.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>on</source>
        <translation>ano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>ne</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Move to the previous card of your hand</source>
        <translation>Na předchozí kartu v ruce</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>← Left</source>
        <translation>← Vlevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to the next card of your hand</source>
        <translation>Na další kartu v ruce</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>→ Right</source>
        <translation>→ Vpravo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the card you moved to</source>
        <translation>Zahrát vybranou kartu</translation>
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
        <translation>Začít novou hru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a saved game</source>
        <translation>Otevřít uloženou hru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last card or call (not in hotseat)</source>
        <translation>Vzít zpět poslední kartu nebo hlášku (ne při hře více lidí u jednoho počítače)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a suggested card or call</source>
        <translation>Ukázat doporučenou kartu nebo hlášku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the last trick</source>
        <translation>Ukázat poslední štych</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the score sheet</source>
        <translation>Otevřít zápis skóre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the rules</source>
        <translation>Přečíst pravidla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the settings</source>
        <translation>Otevřít nastavení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Ukončit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the turned card (first round)</source>
        <translation>Vzít otočenou kartu (první kolo)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 … 4</source>
        <translation>1 … 4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trump for a Contrée bid (when the table plays it)</source>
        <translation>Bez trumfu pro licitaci v Contrée (hraje-li se u stolu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All trump for a Contrée bid (when the table plays it)</source>
        <translation>Vše trumf pro licitaci v Contrée (hraje-li se u stolu)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise or lower the value of a Contrée bid</source>
        <translation>Zvýšit nebo snížit hodnotu licitace v Contrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press the button with the focus ring, or make the Contrée bid chosen</source>
        <translation>Stisknout orámované tlačítko nebo zahlásit zvolenou licitaci v Contrée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contre (or surcontre when your team&apos;s bid was contred)</source>
        <translation>Kontra (nebo Rekontra, když soupeři dali na vaši hru Kontra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the 7 of trump for the turned card (Romanian)</source>
        <translation>Vyměnit trumfovou sedmu za otočenou kartu (rumunský Belot)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel a deal worth fewer than 14 points (Romanian)</source>
        <translation>Zrušit hru pod 14 bodů (rumunský Belot)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the focus ring from button to button; Space presses it</source>
        <translation>Přesouvat rámeček z tlačítka na tlačítko; mezerník ho stiskne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tab, Space</source>
        <translation>Tab, mezerník</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../ui/score_model.py" line="+14"/>
        <source>points</source>
        <translation>body</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Tierce: three cards in a row in one suit</source>
        <translation>Terce: tři karty jedné barvy po sobě</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+205"/>
        <source>Fifty: four in a row</source>
        <translation>Padesát: čtyři po sobě</translation>
    </message>
    <message>
        <location line="-204"/>
        <location line="+205"/>
        <source>Hundred: five or more in a row</source>
        <translation>Sto: pět nebo víc po sobě</translation>
    </message>
    <message>
        <location filename="../ui/declare_panel.py" line="+39"/>
        <location filename="../ui/help_text.py" line="-204"/>
        <location line="+207"/>
        <location filename="../ui/table_labels.py" line="+28"/>
        <source>Four jacks</source>
        <translation>Čtyři kluci</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/help_text.py" line="-206"/>
        <location line="+205"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four nines</source>
        <translation>Čtyři devítky</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-286"/>
        <source>Play the first to ninth card from the left (a one-against-one hand holds nine)</source>
        <translation>Zahrát první až devátou kartu zleva (ruka ve hře dvou hráčů má devět karet)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The four suits, in the bidding box&apos;s order: name that suit as trump, or choose it for a Contrée bid</source>
        <translation>Čtyři barvy v pořadí panelu licitace: zvolit tuto barvu jako trumf nebo ji vybrat pro licitaci v Contrée</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Four aces, tens, kings or queens</source>
        <translation>Čtyři esa, desítky, králové nebo dámy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four aces, tens, kings or Obers</source>
        <translation>Čtyři esa, desítky, králové nebo svršci</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Runs are counted in the plain order %1, whatever the trump.</source>
        <translation>Postupky se počítají v běžném pořadí %1 bez ohledu na trumf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your declarations are announced for you as the first trick is played.</source>
        <translation>Vaše hlášky se ohlásí za vás během prvního štychu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the team with the single best declaration scores, and then it scores all of its own.</source>
        <translation>Body získá jen tým s nejvyšší hláškou, a to za všechny své hlášky.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any four beats any run; a longer run beats a shorter one, then the higher top card,</source>
        <translation>Čtveřice je vždy vyšší než postupka; delší postupka porazí kratší, pak rozhoduje vyšší nejvyšší karta,</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>then a run in trump; a tie goes to the player nearer the first hand.</source>
        <translation>pak postupka v trumfech; při shodě vyhrává hráč blíže forhontovi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fours of eights or sevens are worth nothing.</source>
        <translation>Čtyři osmičky nebo sedmičky neplatí nic.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+130"/>
        <source>The table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Four players in two teams; partners sit opposite each other: North and South against East and West.</source>
        <translation>Čtyři hráči ve dvou týmech; spoluhráči sedí proti sobě: Sever a Jih proti Východu a Západu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 32-card deck is used: 7, 8, 9, 10, Unter, Ober, king and ace in each suit.</source>
        <translation>Hraje se s 32 kartami: 7, 8, 9, 10, spodek, svršek, král a eso v každé barvě.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The 32-card deck is used: 7, 8, 9, 10, jack, queen, king and ace in each suit.</source>
        <translation>Hraje se s 32 kartami: 7, 8, 9, 10, kluk, dáma, král a eso v každé barvě.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealing and play go round the table to the right: South, East, North, West.</source>
        <translation>Rozdává se a hraje kolem stolu doprava: Jih, Východ, Sever, Západ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player after the dealer is the first hand: first to speak, and first to lead.</source>
        <translation>Hráč po rozdávajícím je forhont: licituje první a první vynáší.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+154"/>
        <source>Card order and points</source>
        <translation>Pořadí a hodnota karet</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Trump cards rank and score differently from the other suits:</source>
        <translation>Trumfy mají jiné pořadí a hodnotu než ostatní barvy:</translation>
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
        <translation>Trumf</translation>
    </message>
    <message>
        <location line="-151"/>
        <location line="+152"/>
        <source>Other suits</source>
        <translation>Ostatní barvy</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>The cards are worth 152 points in all; the last trick earns %n more,</source>
        <translation>Karty mají dohromady 152 bodů; poslední štych přinese dalších %n,</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>so every deal is worth %n.</source>
        <translation>každá hra má tedy hodnotu %n.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing a trick</source>
        <translation>Hra o štych</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player plays one card in turn. The highest trump wins the trick;</source>
        <translation>Každý hráč dá postupně jednu kartu. Štych bere nejvyšší trumf;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with no trump in it, the highest card of the suit led wins. The winner leads next.</source>
        <translation>bez trumfu bere nejvyšší karta vynesené barvy. Vítěz vynáší do dalšího štychu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game only lets you play what the rules allow; the cards you may play are raised.</source>
        <translation>Hra vám dovolí jen tahy podle pravidel; karty, které smíte zahrát, jsou vysunuté.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Follow the suit led whenever you can.</source>
        <translation>Vždy ctěte vynesenou barvu, pokud můžete.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When trump is led, play a higher trump than the best one so far if you can.</source>
        <translation>Když je vynesen trumf, dejte vyšší trumf než dosud nejvyšší, pokud můžete.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you cannot follow, you must trump, unless your partner is winning the trick.</source>
        <translation>Nemůžete-li ctít barvu, musíte trumfovat, ledaže štych drží váš spoluhráč.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+135"/>
        <source>If you cannot follow, you must trump, even when your partner is winning the trick.</source>
        <translation>Nemůžete-li ctít barvu, musíte trumfovat, i když štych drží váš spoluhráč.</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>If an opponent has trumped, beat their trump if you can.</source>
        <translation>Pokud soupeř trumfoval, přebijte jeho trumf, můžete-li.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you cannot beat it, you must still play a lower trump if you have one.</source>
        <translation>Nemůžete-li přebít, musíte přesto dát nižší trumf, pokud ho máte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you cannot beat it, you may play a lower trump or any other card.</source>
        <translation>Nemůžete-li přebít, smíte dát nižší trumf nebo jakoukoli jinou kartu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With neither the suit led nor a trump, play anything.</source>
        <translation>Bez vynesené barvy i bez trumfu dejte cokoli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+132"/>
        <source>What you must play</source>
        <translation>Co musíte zahrát</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Belote and rebelote</source>
        <translation>Belote a Rebelote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holding the king and Ober of trump is worth %n points to your team.</source>
        <translation>Trumfový král a svršek v jedné ruce přinesou vašemu týmu %n bodů.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holding the king and queen of trump is worth %n points to your team.</source>
        <translation>Trumfový král a dáma v jedné ruce přinesou vašemu týmu %n bodů.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game says “belote” as you play the first of them and “rebelote” with the second.</source>
        <translation>Hra ohlásí „Belote“, když zahrajete první z nich, a „Rebelote“ u druhé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These points stay with your team even when your side loses the contract.</source>
        <translation>Tyto body vašemu týmu zůstanou, i když hru prohraje.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Everyone gets five cards and the next card is turned face up in the middle.</source>
        <translation>Každý dostane pět karet a další karta se otočí lícem nahoru doprostřed stolu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the first round each player in turn may take that card, making its suit trump, or pass.</source>
        <translation>V prvním kole si každý postupně může tuto kartu vzít, její barva se stane trumfem, nebo pasovat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If all four pass, a second round follows: each may name one of the other three suits, or pass.</source>
        <translation>Pokud všichni čtyři pasují, následuje druhé kolo: každý může zvolit jednu ze zbylých tří barev, nebo pasovat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At this table the dealer may not pass in the second round.</source>
        <translation>U tohoto stolu rozdávající ve druhém kole nesmí pasovat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If everyone passes again, the next dealer deals afresh.</source>
        <translation>Pokud všichni znovu pasují, další rozdávající rozdá nově.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The taker adds the turned card and two more to the hand, everyone else three more: eight each.</source>
        <translation>Kdo vzal, přidá si otočenou kartu a další dvě, ostatní dostanou tři: každý má osm.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+49"/>
        <location line="+108"/>
        <source>Scoring</source>
        <translation>Počítání bodů</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Each team counts its tricks, the last-trick bonus, its declarations and its belote.</source>
        <translation>Každý tým sečte své štychy, bonus za poslední štych, hlášky a Belote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If the takers counted more than the defenders, both teams score what they counted.</source>
        <translation>Má-li hrající tým víc než soupeři, oba týmy si zapíší, co získaly.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Otherwise the takers are down: the defenders score %n plus every declaration; the takers nothing but their belote.</source>
        <translation>Jinak hrající tým prohrál: soupeři si zapíší %n a všechny hlášky, hrající jen své Belote.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A tie is a litige: the defenders score theirs, and the takers&apos; points wait for whoever wins the next deal.</source>
        <translation>Remíza je spor (litige): soupeři si zapíší své body, body hrajícího týmu čekají na vítěze další hry.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking all eight tricks (capot) is worth %n instead of %m.</source>
        <translation>Všech osm štychů (Capot) má hodnotu %n místo %m.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a trump suit, no trump or all trump</source>
        <translation>barvou trumfu, bez trumfu nebo vše trumf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a trump suit</source>
        <translation>barvou trumfu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone gets all eight cards before anyone speaks.</source>
        <translation>Každý dostane všech osm karet dřív, než kdokoli hlásí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In turn, from the first hand, each player passes or bids: a number of points from 80 to 160,</source>
        <translation>Postupně, od forhontu, každý pasuje nebo licituje: počet bodů od 80 do 160</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>or capot (all eight tricks), together with %s.</source>
        <translation>nebo Capot (všech osm štychů), spolu s %s.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every bid must be higher than the last one, even over your partner.</source>
        <translation>Každá hláška musí být vyšší než předchozí, i nad spoluhráčem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against the other team&apos;s bid you may say contre, which doubles what the deal is worth;</source>
        <translation>Na hru soupeřů můžete ohlásit Kontra, které zdvojnásobí hodnotu hry;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bidding team may answer with surcontre (×%n).</source>
        <translation>hrající tým může odpovědět Rekontra (×%n).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre only the bidding team speaks.</source>
        <translation>Po Kontra hlásí už jen hrající tým.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bidding ends when the three others have passed and the highest bidder has had one more chance to raise.</source>
        <translation>Licitace končí, když ostatní tři pasovali a nejvyšší licitující měl ještě jednu možnost zvýšit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bidding ends when three players in a row pass after a bid.</source>
        <translation>Licitace končí, když po nabídce tři hráči za sebou pasují.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If nobody bids at all, the next dealer deals afresh.</source>
        <translation>Pokud nikdo nehlásí, další rozdávající rozdá nově.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trump and all trump</source>
        <translation>Bez trumfu a vše trumf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In all trump every suit follows the trump rules, and any king and Ober of one suit make a belote.</source>
        <translation>Při vše trumf platí pro každou barvu pravidla trumfu a král se svrškem jedné barvy tvoří Belote.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In all trump every suit follows the trump rules, and any king and queen of one suit make a belote.</source>
        <translation>Při vše trumf platí pro každou barvu pravidla trumfu a král s dámou jedné barvy tvoří Belote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no belote in no trump.</source>
        <translation>Bez trumfu se Belote nehlásí.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The takers make their contract when their points (tricks, last trick, belote, declarations) reach the bid and beat the defenders&apos; points.</source>
        <translation>Hrající tým splní hru, když jeho body (štychy, poslední štych, Belote, hlášky) dosáhnou hlášené hodnoty a převýší body soupeřů.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers make their contract when their points (tricks, last trick, belote, declarations) reach the bid.</source>
        <translation>Hrající tým splní hru, když jeho body (štychy, poslední štych, Belote, hlášky) dosáhnou hlášené hodnoty.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A capot bid is made only by taking all eight tricks.</source>
        <translation>Hlášený Capot je splněn jen se všemi osmi štychy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made: the takers score the bid plus their points; the defenders score their own points.</source>
        <translation>Splněno: hrající tým si zapíše hodnotu hry a své body; soupeři své body.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down: the defenders score %n plus the bid and every declaration; the takers only their belote.</source>
        <translation>Prohra: soupeři si zapíší %n, hodnotu hry a všechny hlášky; hrající tým jen své Belote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre or surcontre, the side that wins the contract scores %n plus the bid times the multiplier, plus every declaration.</source>
        <translation>Po Kontra nebo Rekontra si vítězná strana zapíše %n a násobek hodnoty hry a všechny hlášky.</translation>
    </message>
    <message>
        <location line="-336"/>
        <source>Four players in two teams, partners opposite each other, with all 32 cards.</source>
        <translation>Čtyři hráči ve dvou týmech, spoluhráči proti sobě, se všemi 32 kartami.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each on their own, at South, East and West; the 7s and 8s are left out, so 24 cards.</source>
        <translation>Tři hráči, každý sám za sebe, na Jihu, Východě a Západě; bez sedmiček a osmiček, tedy 24 karet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two players face to face, South against North, with 24 cards (no 7s or 8s).</source>
        <translation>Dva hráči proti sobě, Jih proti Severu, s 24 kartami (bez sedmiček a osmiček).</translation>
    </message>
    <message>
        <location line="+337"/>
        <source>Play goes round from South to East, North and West, skipping any empty seat.</source>
        <translation>Hraje se od Jihu k Východu, Severu a Západu; prázdná místa se přeskakují.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer changes every deal; the player who plays just before the dealer cuts the pack first.</source>
        <translation>Rozdávající se mění každou hru; hráč hrající těsně před rozdávajícím nejdřív sejme balíček.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Six cards each</source>
        <translation>Po šesti kartách</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Five cards each</source>
        <translation>Po pěti kartách</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>are dealt and the next card is turned face up.</source>
        <translation>dostane každý a další karta se otočí lícem nahoru.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turned Unter is a Bizon: its suit is trump at once and the first hand takes it, without any bidding.</source>
        <translation>Otočený spodek je Bizon: jeho barva je hned trumf a bere ho forhont, bez licitace.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A turned jack is a Bizon: its suit is trump at once and the first hand takes it, without any bidding.</source>
        <translation>Otočený kluk je Bizon: jeho barva je hned trumf a bere ho forhont, bez licitace.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Otherwise, from the first hand, each player takes the turned suit or passes;</source>
        <translation>Jinak od forhontu každý vezme otočenou barvu, nebo pasuje;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>if everyone passes, each in turn names another suit or passes, and the dealer may not pass.</source>
        <translation>pokud všichni pasují, každý postupně zvolí jinou barvu, nebo pasuje, a rozdávající pasovat nesmí.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone then gets three more cards; the taker gets the turned card and two more.</source>
        <translation>Pak každý dostane další tři karty; kdo vzal, dostane otočenou kartu a další dvě.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When trump was named in the second round, the turned card goes to the dealer.</source>
        <translation>Byl-li trumf zvolen ve druhém kole, otočenou kartu dostane rozdávající.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone then gets three more cards, nine in all; the taker of the first round gets the turned card and two more.</source>
        <translation>Pak každý dostane další tři karty, celkem devět; kdo vzal v prvním kole, dostane otočenou kartu a další dvě.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a second-round trump the turned card is put aside; some cards stay undealt.</source>
        <translation>Po trumfu z druhého kola se otočená karta odloží; několik karet zůstane nerozdaných.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After a first-round take, whoever holds the 7 of trump may swap it for the turned card;</source>
        <translation>Po vzetí v prvním kole smí ten, kdo má trumfovou sedmu, vyměnit ji za otočenou kartu;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the taker then gets the 7 instead.</source>
        <translation>kdo vzal, pak dostane místo ní sedmu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player whose eight cards are worth fewer than 14 points may cancel the deal before play.</source>
        <translation>Hráč, jehož osm karet má méně než 14 bodů, smí hru před začátkem zrušit.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If you cannot follow, you must trump.</source>
        <translation>Nemůžete-li ctít barvu, musíte trumfovat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The taker leads the first trick; the winner of each trick leads the next.</source>
        <translation>Do prvního štychu vynáší ten, kdo vzal; vítěz každého štychu vynáší do dalšího.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody but the taker may lead trump until the taker has led it, unless they hold nothing else.</source>
        <translation>Trumf smí vynést jen ten, kdo vzal, dokud ho sám nevynesl, ledaže někdo nemá nic jiného.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow the suit led whenever you can; on a trump lead, beat the best trump if you can.</source>
        <translation>Ctěte barvu, kdykoli můžete; při vyneseném trumfu přebijte nejvyšší trumf, můžete-li.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When trumping, beat the best trump played if you can, or else play a lower one.</source>
        <translation>Při trumfování přebijte nejvyšší zahraný trumf, můžete-li, jinak dejte nižší.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With neither the suit led nor a trump, play anything. The cards you may play are raised.</source>
        <translation>Bez vynesené barvy i bez trumfu dejte cokoli. Karty, které smíte zahrát, jsou vysunuté.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bella: king and queen of trump</source>
        <translation>Belote: trumfový král a dáma</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bella: king and Ober of trump</source>
        <translation>Belote: trumfový král a svršek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierce: three in a row in one suit</source>
        <translation>Terce: tři po sobě v jedné barvě</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four queens, kings, tens or aces</source>
        <translation>Čtyři dámy, králové, desítky nebo esa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four Obers, kings, tens or aces</source>
        <translation>Čtyři svršci, králové, desítky nebo esa</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A combination counts only if you declare it yourself, on one of your turns in the first two tricks:</source>
        <translation>Hláška platí jen tehdy, když ji sami ohlásíte při některém svém tahu v prvních dvou štyších:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>press its button above your hand before you play your card. Declaring shows the cards.</source>
        <translation>stiskněte její tlačítko nad rukou dřív, než zahrajete kartu. Ohlášení ukáže karty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bella may be declared until you play the king or Ober of trump.</source>
        <translation>Belote smíte ohlásit, dokud nezahrajete trumfového krále nebo svrška.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bella may be declared until you play the king or queen of trump.</source>
        <translation>Belote smíte ohlásit, dokud nezahrajete trumfového krále nebo dámu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the second trick the side with the best combination scores all of its own; Bella always counts.</source>
        <translation>Po druhém štychu získá strana s nejvyšší hláškou body za všechny své hlášky; Belote platí vždy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fours beat runs (Unters, then nines, aces, tens, kings, Obers); a longer run beats a shorter one, then the higher top card, then a run in trump.</source>
        <translation>Čtveřice jsou vyšší než postupky (spodci, pak devítky, esa, desítky, králové, svršci); delší postupka porazí kratší, pak rozhoduje vyšší nejvyšší karta, pak postupka v trumfech.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fours beat runs (jacks, then nines, aces, tens, kings, queens); a longer run beats a shorter one, then the higher top card, then a run in trump.</source>
        <translation>Čtveřice jsou vyšší než postupky (kluci, pak devítky, esa, desítky, králové, dámy); delší postupka porazí kratší, pak rozhoduje vyšší nejvyšší karta, pak postupka v trumfech.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two equal runs of different sides, neither in trump, cancel each other.</source>
        <translation>Dvě stejné postupky různých stran, žádná v trumfech, se navzájem ruší.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four 8s cancel every combination except Bella; four 7s cancel the deal;</source>
        <translation>Čtyři osmičky ruší všechny hlášky kromě Belote; čtyři sedmičky ruší hru;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all eight trumps in one hand (Belot) win the game at once.</source>
        <translation>všech osm trumfů v jedné ruce (Belot) vyhrává partii okamžitě.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At this table each player&apos;s combinations of 100 or more count at most twice a game.</source>
        <translation>U tohoto stolu platí hlášky za 100 a víc každému hráči nejvýš dvakrát za partii.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each side counts its tricks, the last trick (10), its combinations and Bella; the duel keeps these exact points.</source>
        <translation>Každá strana sečte své štychy, poslední štych (10), hlášky a Belote; v duelu zůstávají přesné body.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A taker who counts fewer points than the opponent loses everything to the opponent: a BT.</source>
        <translation>Kdo vzal a má méně bodů než soupeř, přijde o vše ve prospěch soupeře: BT.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player without a trick loses 100 points and counts no combinations; every third BT costs 100 more.</source>
        <translation>Hráč bez štychu ztrácí 100 bodů a nepočítá si hlášky; každé třetí BT stojí dalších 100.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each side counts its tricks, the last trick (10), its combinations and Bella.</source>
        <translation>Každá strana sečte své štychy, poslední štych (10), hlášky a Belote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points become balls: ten points a ball, 5 and under rounded down, 6 and over up; a deal without combinations is 16 balls.</source>
        <translation>Body se mění na kuličky: deset bodů je kulička, do 5 se zaokrouhluje dolů, od 6 nahoru; hra bez hlášek má 16 kuliček.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A taker who counts fewer points than an opponent scores nothing and the best opponent takes all the points: a BT.</source>
        <translation>Kdo vzal a má méně bodů než některý soupeř, nezíská nic a všechny body bere nejlepší soupeř: BT.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side without a trick loses 10 balls and counts no combinations; every third BT costs 10 balls more.</source>
        <translation>Strana bez štychu ztrácí 10 kuliček a nepočítá si hlášky; každé třetí BT stojí dalších 10 kuliček.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The options at this table</source>
        <translation>Volby u tohoto stolu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change them in Settings; they take effect from the next game.</source>
        <translation>Změňte je v Nastavení; platí od příští hry.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The team that takes the trump must score more than the other team.</source>
        <translation>Tým, který zvolí trumf, musí získat víc bodů než druhý tým.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The teams bid for the right to choose trump; the highest bidders must then make their bid.</source>
        <translation>Týmy hlásí o právo zvolit trumf; nejvyšší hlásící pak musí hru splnit.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+20"/>
        <source>The match is a single deal.</source>
        <translation>Partie je jediná hra.</translation>
    </message>
    <message numerus="yes">
        <location line="-18"/>
        <source>The first team to reach %n points after a deal wins; a tie plays another deal.</source>
        <translation>
            <numerusform>Vyhrává tým, který po hře první dosáhne %n bodu; při shodě se hraje další hra.</numerusform>
            <numerusform>Vyhrává tým, který po hře první dosáhne %n bodů; při shodě se hraje další hra.</numerusform>
            <numerusform>Vyhrává tým, který po hře první dosáhne %n bodů; při shodě se hraje další hra.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The taker must count at least as many points as each opponent; scores are kept in balls.</source>
        <translation>Kdo vzal, musí mít aspoň tolik bodů jako každý soupeř; počítá se v kuličkách.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The taker must count at least as many points as the opponent; a duel keeps exact points.</source>
        <translation>Kdo vzal, musí mít aspoň tolik bodů jako soupeř; duel počítá přesné body.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The first player over %n points wins; if both pass it in the same deal, the limit rises by 500.</source>
        <translation>
            <numerusform>Vyhrává ten, kdo první přesáhne %n bod; přesáhnou-li ho oba v téže hře, hranice se zvýší o 500.</numerusform>
            <numerusform>Vyhrává ten, kdo první přesáhne %n body; přesáhnou-li je oba v téže hře, hranice se zvýší o 500.</numerusform>
            <numerusform>Vyhrává ten, kdo první přesáhne %n bodů; přesáhnou-li je oba v téže hře, hranice se zvýší o 500.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The first side over %n balls wins; if several pass it in the same deal, the limit rises by 50.</source>
        <translation>
            <numerusform>Vyhrává strana, která první přesáhne %n kuličku; přesáhne-li ji víc stran v téže hře, hranice se zvýší o 50.</numerusform>
            <numerusform>Vyhrává strana, která první přesáhne %n kuličky; přesáhne-li je víc stran v téže hře, hranice se zvýší o 50.</numerusform>
            <numerusform>Vyhrává strana, která první přesáhne %n kuliček; přesáhne-li je víc stran v téže hře, hranice se zvýší o 50.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keyboard shortcuts</source>
        <translation>Klávesové zkratky</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing your hand</source>
        <translation>Hraní z ruky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bidding box</source>
        <translation>Panel licitace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="-46"/>
        <source>%1 &amp; %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Passed out</source>
        <translation>Všichni pas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Down (BT)</source>
        <translation>Prohra (BT)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Made</source>
        <translation>Splněno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>Prohra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Litige</source>
        <translation>Spor</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="-81"/>
        <source>Cards %1</source>
        <translation>Karty %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total %1</source>
        <translation>Celkem %1</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-123"/>
        <location filename="../ui/score_model.py" line="+2"/>
        <location filename="../ui/score_sheet.py" line="+33"/>
        <source>Combinations</source>
        <translation>Hlášky</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+72"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../ui/scene_labels.py" line="+80"/>
        <location filename="../ui/score_model.py" line="+1"/>
        <source>Dealer</source>
        <translation>Rozdává</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+1"/>
        <location filename="../ui/table_labels.py" line="-54"/>
        <location line="+50"/>
        <location line="+5"/>
        <source>Taker</source>
        <translation>Hraje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards NS</source>
        <translation>Karty SJ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards EW</source>
        <translation>Karty VZ</translation>
    </message>
    <message>
        <location filename="../ui/accessibility.py" line="+57"/>
        <location line="+2"/>
        <source>Seven</source>
        <translation>Sedma</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Eight</source>
        <translation>Osma</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Nine</source>
        <translation>Devítka</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Ten</source>
        <translation>Desítka</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Unter</source>
        <translation>Spodek</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ober</source>
        <translation>Svršek</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>King</source>
        <translation>Král</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Daus</source>
        <translation>Eso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jack</source>
        <translation>Kluk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>Dáma</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ace</source>
        <translation>Eso</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2</source>
        <translation>%2: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>card, face down</source>
        <translation>karta lícem dolů</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1, not playable</source>
        <translation>%1, nelze zahrát</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, playable</source>
        <translation>%1, lze zahrát</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, hint</source>
        <translation>%1, rada</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your hand, %n cards</source>
        <translation>
            <numerusform>Vaše karty, %n karta</numerusform>
            <numerusform>Vaše karty, %n karty</numerusform>
            <numerusform>Vaše karty, %n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Hand of %1, %n cards</source>
        <translation>
            <numerusform>Karty hráče %1, %n karta</numerusform>
            <numerusform>Karty hráče %1, %n karty</numerusform>
            <numerusform>Karty hráče %1, %n karet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>dealer</source>
        <translation>rozdává</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>na tahu</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1, played by %2</source>
        <translation>%1, hráč: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Trick, %n cards</source>
        <translation>
            <numerusform>Štych, %n karta</numerusform>
            <numerusform>Štych, %n karty</numerusform>
            <numerusform>Štych, %n karet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trick, no card yet</source>
        <translation>Štych, zatím bez karty</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turned card: %1</source>
        <translation>Otočená karta: %1</translation>
    </message>
    <message>
        <location line="+108"/>
        <location line="+70"/>
        <source>Card table</source>
        <translation>Karetní stůl</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>You play %1</source>
        <translation>Vy: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You win the trick</source>
        <translation>Štych bere: Vy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the trick</source>
        <translation>Štych bere: %1</translation>
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
        <translation>Rozdává: Vy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 deals</source>
        <translation>Rozdává: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody takes</source>
        <translation>Nikdo nebere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take, trump: %1</source>
        <translation>Bere: Vy, trumf: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes, trump: %2</source>
        <translation>Bere: %1, trumf: %2</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+1"/>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal NS</source>
        <translation>Hra SJ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal EW</source>
        <translation>Hra VZ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total NS</source>
        <translation>Celkem SJ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total EW</source>
        <translation>Celkem VZ</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Deal number</source>
        <translation>Číslo hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trump, and in Contrée the contract with any contre</source>
        <translation>Trumf, v Contrée hra s případným Kontra</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+17"/>
        <location line="+1"/>
        <source>Card points of %1, last trick included</source>
        <translation>Body za karty: %1, včetně posledního štychu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declaration points, for the team with the best declaration</source>
        <translation>Body za hlášky, pro tým s nejvyšší hláškou</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Belote: king and queen of trump in one hand</source>
        <translation>Belote: trumfový král a dáma v jedné ruce</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>What this deal added for %1</source>
        <translation>Co tato hra přidala: %1</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+20"/>
        <location line="+1"/>
        <source>Running total of %1</source>
        <translation>Průběžný součet: %1</translation>
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
        <translation>Zrušeno (čtyři sedmy)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancelled (under 14)</source>
        <translation>Zrušeno (pod 14)</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="-24"/>
        <source>balls</source>
        <translation>kuličky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What this deal added for %1, in %2</source>
        <translation>Co tato hra přidala: %1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Combination points, for the side with the best combination declared</source>
        <translation>Body za hlášky, pro stranu s nejvyšší ohlášenou hláškou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bella: king and queen of trump, declared</source>
        <translation>Belote: trumfový král a dáma, ohlášené</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bella: king and Ober of trump, declared</source>
        <translation>Belote: trumfový král a svršek, ohlášené</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Belote: king and Ober of trump in one hand</source>
        <translation>Belote: trumfový král a svršek v jedné ruce</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You showed four 7s, which cancel the deal; the next dealer dealt again.</source>
        <translation>Čtyři sedmy ve vaší ruce ruší hru; další rozdávající rozdal znovu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 showed four 7s, which cancel the deal; the next dealer dealt again.</source>
        <translation>%1: čtyři sedmy ruší hru; další rozdávající rozdal znovu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cancelled the deal; the next dealer dealt again.</source>
        <translation>Hra zrušena na vaši žádost; další rozdávající rozdal znovu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cancelled the deal; the next dealer dealt again.</source>
        <translation>%1: hra zrušena; další rozdávající rozdal znovu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody chose a trump; the next dealer dealt again.</source>
        <translation>Nikdo nezvolil trumf; další rozdávající rozdal znovu.</translation>
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
        <translation>%1: %2 (žádný štych nebo třetí BT)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n points held back until the next deal is won.</source>
        <translation>
            <numerusform>%n bod čeká, dokud někdo nevyhraje další hru.</numerusform>
            <numerusform>%n body čekají, dokud někdo nevyhraje další hru.</numerusform>
            <numerusform>%n bodů čeká, dokud někdo nevyhraje další hru.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your team collected %n points held back from a litige.</source>
        <translation>
            <numerusform>Váš tým: získán %n odložený bod ze sporu.</numerusform>
            <numerusform>Váš tým: získány %n odložené body ze sporu.</numerusform>
            <numerusform>Váš tým: získáno %n odložených bodů ze sporu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 collected %n points held back from a litige.</source>
        <translation>
            <numerusform>%1: získán %n odložený bod ze sporu.</numerusform>
            <numerusform>%1: získány %n odložené body ze sporu.</numerusform>
            <numerusform>%1: získáno %n odložených bodů ze sporu.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="+37"/>
        <source>Deal %1: you showed four 7s, which cancel the deal.</source>
        <translation>Hra %1: čtyři sedmy ve vaší ruce ruší hru.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: you cancelled it.</source>
        <translation>Hra %1: zrušena na vaši žádost.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1: %2 showed four 7s, which cancel the deal.</source>
        <translation>Hra %1: čtyři sedmy (%2) ruší hru.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: %2 cancelled it.</source>
        <translation>Hra %1: zrušeno (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1: Belot! All eight trumps win the game.</source>
        <translation>Hra %1: Belot! Všech osm trumfů vyhrává partii.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: everyone passed.</source>
        <translation>Hra %1: všichni pasovali.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal %1: you took %3 and made it.</source>
        <translation>Hra %1: hrajete %3 a hru splníte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3 and won every trick!</source>
        <translation>Hra %1: hrajete %3 a berete všechny štychy!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3 and went down.</source>
        <translation>Hra %1: hrajete %3 a prohráváte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3: a tie (litige).</source>
        <translation>Hra %1: hrajete %3: remíza (spor).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1: %2 took %3 and made it.</source>
        <translation>Hra %1: %2 hraje %3 a hru splní.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3 and won every trick!</source>
        <translation>Hra %1: %2 hraje %3 a bere všechny štychy!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3 and went down.</source>
        <translation>Hra %1: %2 hraje %3 a prohrává.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3: a tie (litige).</source>
        <translation>Hra %1: %2 hraje %3: remíza (spor).</translation>
    </message>
    <message>
        <location filename="../ui/score_sheet.py" line="-113"/>
        <source>Score sheet</source>
        <translation>Zápis skóre</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+2"/>
        <location filename="../ui/table_labels.py" line="-34"/>
        <source>one deal</source>
        <translation>jedna hra</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2    %3: %4    (playing to %5)</source>
        <translation>%1: %2    %3: %4    (hraje se do: %5)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1    (playing to %2)</source>
        <translation>%1    (hraje se do: %2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Points this deal</source>
        <translation>Body v této hře</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Balls this deal</source>
        <translation>Kuličky v této hře</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>Card points</source>
        <translation>Body za karty</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+11"/>
        <source>Counted</source>
        <translation>Získáno</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Penalties</source>
        <translation>Tresty</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scored this deal</source>
        <translation>Zapsáno v této hře</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>Match total</source>
        <translation>Celkem v partii</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="+40"/>
        <source>all eight tricks</source>
        <translation>všech osm štychů</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 needed %2 and counted %3.</source>
        <translation>%1: potřeba %2, získáno %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needed more than %2&apos;s %3 and counted %4.</source>
        <translation>%1: potřeba víc než %3 (%2), získáno %4.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="-490"/>
        <source>Error</source>
        <translation>Chyba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad luck</source>
        <translation>Smůla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good</source>
        <translation>Dobře</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only card</source>
        <translation>Jediná karta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not solved</source>
        <translation>Nevyřešeno</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The only card that could be played.</source>
        <translation>Jediná karta, kterou šlo zahrát.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double dummy (all hands known) it cost %1.</source>
        <translation>S otevřenými kartami (všechny ruce známé) stála %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An error: in %1 of %2 deals consistent with what you could see, %3 does better; %4 lost on average.</source>
        <translation>Chyba: v %1 z %2 rozdání, která odpovídají tomu, co jste mohli vidět, je lepší %3; průměrná ztráta v bodech: %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bad luck: the right card for what you could see; the hidden cards lay against it.</source>
        <translation>Smůla: správná karta podle toho, co jste mohli vidět; skryté karty ležely proti ní.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The search ran out of time on this position.</source>
        <translation>Hledání v této pozici došel čas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A good card.</source>
        <translation>Dobrá karta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Expert would have played %1.</source>
        <translation>Expert by zahrál %1.</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>The analysis stopped unexpectedly.</source>
        <translation>Analýza se nečekaně zastavila.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The deal&apos;s four hands and the trick</source>
        <translation>Čtyři ruce hry a štych</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>Deal review</source>
        <translation>Rozbor hry</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Deal</source>
        <translation>Hra</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/score_model.py" line="-151"/>
        <location filename="../ui/score_sheet.py" line="+32"/>
        <source>Deal %1</source>
        <translation>Hra %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Trick</source>
        <translation>Štych</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost</source>
        <translation>Cena</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark</source>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expert&apos;s card</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cards played and their marks</source>
        <translation>Zahrané karty a jejich hodnocení</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Analysing… %v of %m</source>
        <translation>Analýza… %v z %m</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>« Start</source>
        <translation>« Začátek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Back</source>
        <translation>◀ Zpět</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>Vpřed ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End »</source>
        <translation>Konec »</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jump to a trick</source>
        <translation>Přejít na štych</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Trick:</source>
        <translation>Štych:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play this deal again</source>
        <translation>Zahrát tuto hru znovu</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This game has no finished deal with card play to review.</source>
        <translation>Zatím tu není žádná dohraná hra se zahranými kartami k rozboru.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Auction: %1</source>
        <translation>Licitace: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Declarations: %1</source>
        <translation>Hlášky: %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Trick %1: %2 played %3</source>
        <translation>Štych %1, %2: %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>As dealt</source>
        <translation>Po rozdání</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The analysis failed: %1</source>
        <translation>Analýza selhala: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Errors: %1 (%2 deal points lost on average); bad luck: %3.</source>
        <translation>Chyby: %1 (průměrná ztráta v bodech: %2); smůla: %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The same players, from the start</source>
        <translation>Stejní hráči, od začátku</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From %1&apos;s seat</source>
        <translation>Na místě hráče %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With the Expert in your seat</source>
        <translation>S Expertem na vašem místě</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The same cards, played again: %1. The first time (deal %2): %3.</source>
        <translation>Stejné karty, zahrané znovu: %1. Poprvé (hra %2): %3.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Review the deal…</source>
        <translation>Rozbor hry…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Review deal…</source>
        <translation>Rozbor hry…</translation>
    </message>
    <message>
        <location filename="../ui/review_hooks.py" line="+46"/>
        <source>Review a deal…</source>
        <translation>Rozebrat hru…</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Abandon the game in progress and play deal %1 again?</source>
        <translation>Opustit rozehranou hru a zahrát znovu hru %1?</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Review a deal of a saved game</source>
        <translation>Rozbor hry z uložené partie</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This file cannot be reviewed: %1</source>
        <translation>Tento soubor nelze rozebrat: %1</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="-32"/>
        <source>Your team counted %2, fewer than an opponent: %3, and the points go to the best opponent.</source>
        <translation>Váš tým: získáno %2, méně než soupeř: %3, body dostává nejlepší soupeř.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You counted %2, fewer than an opponent: %3, and the points go to the best opponent.</source>
        <translation>Máte %2, méně než soupeř: %3, body dostává nejlepší soupeř.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your team counted %2, no fewer than any opponent.</source>
        <translation>Váš tým: získáno %2, aspoň tolik co každý soupeř.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You counted %2, no fewer than any opponent.</source>
        <translation>Máte %2, aspoň tolik co každý soupeř.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 counted %2, no fewer than any opponent.</source>
        <translation>%1: získáno %2, aspoň tolik co každý soupeř.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your team needed %2 and counted %3.</source>
        <translation>Váš tým: potřeba %2, získáno %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your team needed more than %2&apos;s %3 and counted %4.</source>
        <translation>Váš tým: potřeba víc než %3 (%2), získáno %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needed more than your team&apos;s %3 and counted %4.</source>
        <translation>%1: potřeba víc než %3 vašeho týmu, získáno %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/score_sheet.py" line="+22"/>
        <source>A tie: %n points of the takers wait for the winner of the next deal.</source>
        <translation>
            <numerusform>Remíza: %n bod hrajícího týmu čeká na vítěze další hry.</numerusform>
            <numerusform>Remíza: %n body hrajícího týmu čekají na vítěze další hry.</numerusform>
            <numerusform>Remíza: %n bodů hrajícího týmu čeká na vítěze další hry.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your team also collects %n points held back from the tie.</source>
        <translation>
            <numerusform>Váš tým: navíc %n odložený bod z remízy.</numerusform>
            <numerusform>Váš tým: navíc %n odložené body z remízy.</numerusform>
            <numerusform>Váš tým: navíc %n odložených bodů z remízy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 also collect %n points held back from the tie.</source>
        <translation>
            <numerusform>%1: navíc %n odložený bod z remízy.</numerusform>
            <numerusform>%1: navíc %n odložené body z remízy.</numerusform>
            <numerusform>%1: navíc %n odložených bodů z remízy.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You showed four 7s: the deal is cancelled and the next dealer deals again.</source>
        <translation>Čtyři sedmy ve vaší ruce: hra je zrušena a další rozdávající rozdává znovu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deal was cancelled: the next dealer deals again.</source>
        <translation>Hra byla zrušena: další rozdávající rozdá znovu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody chose a trump: the next dealer deals again.</source>
        <translation>Nikdo nezvolil trumf: další rozdávající rozdá znovu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next deal</source>
        <translation>Další hra</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Match over</source>
        <translation>Konec partie</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your team wins!</source>
        <translation>Vítězí váš tým!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You win!</source>
        <translation>Vítězíte!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 win!</source>
        <translation>Vítězí: %1!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins!</source>
        <translation>Vítězí: %1!</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 to %2, by %n balls after %3.</source>
        <translation>
            <numerusform>%1 : %2, rozdíl %n kulička po %3.</numerusform>
            <numerusform>%1 : %2, rozdíl %n kuličky po %3.</numerusform>
            <numerusform>%1 : %2, rozdíl %n kuliček po %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 to %2, by %n points after %3.</source>
        <translation>
            <numerusform>%1 : %2, rozdíl %n bod po %3.</numerusform>
            <numerusform>%1 : %2, rozdíl %n body po %3.</numerusform>
            <numerusform>%1 : %2, rozdíl %n bodů po %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-4"/>
        <source>%n deals</source>
        <translation>
            <numerusform>%n hře</numerusform>
            <numerusform>%n hrách</numerusform>
            <numerusform>%n hrách</numerusform>
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
        <translation>%1: %2 bodů, méně než soupeř: %3, body dostává nejlepší soupeř.</translation>
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
        <translation>%1: čtyři sedmy, hra je zrušena a další rozdávající rozdává znovu.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Belot: all eight trumps in one hand win the game.</source>
        <translation>Belot: všech osm trumfů v jedné ruce vyhrává partii.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+8"/>
        <source>Contracts taken</source>
        <translation>Zvolené hry</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <source>Contracts made</source>
        <translation>Splněné hry</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Capots</source>
        <translation>Capoty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declaration points</source>
        <translation>Body za hlášky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote points</source>
        <translation>Body za Belote</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Combination points</source>
        <translation>Body za hlášky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bella points</source>
        <translation>Body za Belote</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Final score</source>
        <translation>Konečné skóre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location filename="../ui/settings.py" line="-26"/>
        <source>Slow</source>
        <translation>Pomalu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normálně</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rychle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Okamžitě</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>You</source>
        <translation>Vy</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="-164"/>
        <source>Easy</source>
        <translation>Lehká</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Střední</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Těžká</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-445"/>
        <source>A card is turned up after five are dealt: take it as trump, or name another suit.</source>
        <translation>Po pěti kartách se jedna otočí: vezměte ji jako trumf, nebo zvolte jinou barvu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All eight cards first, then bid how many points your team will make, in a trump.</source>
        <translation>Nejdřív všech osm karet, pak hlaste, kolik bodů váš tým uhraje a v jakém trumfu.</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="+38"/>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards and table</source>
        <translation>Karty a stůl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comfort</source>
        <translation>Pohodlí</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rules apply from the next game; cards, table and speed at once.</source>
        <translation>Pravidla platí od příští hry; karty, stůl a rychlost hned.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Variant</source>
        <translation>Varianta</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not playable yet: the rules engine does not support it.</source>
        <translation>Zatím nehratelné: pravidla zatím nejsou podporována.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: coming later, the rules engine cannot play it yet.</source>
        <translation>%1: přijde později, pravidla zatím nejsou podporována.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Preset</source>
        <translation>Předvolba</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Play to</source>
        <translation>Hraje se do</translation>
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
        <translation>Jak dlouho smí Expert přemýšlet o každé kartě nebo licitaci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinking time</source>
        <translation>Čas na rozmyšlenou</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>The system&apos;s language</source>
        <translation>Jazyk systému</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>from the next start</source>
        <translation>od příštího spuštění</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keep statistics of every deal</source>
        <translation>Vést statistiku každé hry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card sounds</source>
        <translation>Zvuky karet</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Volume</source>
        <translation>Hlasitost</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound</source>
        <translation>Zvuk</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Play my only legal card by itself</source>
        <translation>Mou jedinou povolenou kartu zahrát automaticky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim the remaining tricks when they are all mine</source>
        <translation>Vzít zbývající štychy, když jsou všechny moje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card with a double-click or a drag, not one click</source>
        <translation>Hrát kartu dvojklikem nebo přetažením, ne jedním klepnutím</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show on each card of the trick who played it</source>
        <translation>Na každé kartě štychu ukázat, kdo ji zahrál</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Easier to see</source>
        <translation>Lépe viditelné</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>High-contrast table</source>
        <translation>Stůl s vysokým kontrastem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French deck in four colours (diamonds blue, clubs green)</source>
        <translation>Francouzské karty ve čtyřech barvách (káry modré, kříže zelené)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French deck with large corner indices</source>
        <translation>Francouzské karty s velkými indexy v rozích</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>A person</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Hraje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot level</source>
        <translation>Úroveň bota</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="+37"/>
        <source>Partners sit opposite each other: South and North play against East and West.</source>
        <translation>Spoluhráči sedí proti sobě: Jih a Sever hrají proti Východu a Západu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each for themselves, sit at South, East and West.</source>
        <translation>Tři hráči, každý sám za sebe, sedí na Jihu, Východě a Západě.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two players face each other: South against North.</source>
        <translation>Dva hráči sedí proti sobě: Jih proti Severu.</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="+55"/>
        <source>When two or more seats are people, the game hides the cards between turns so you can pass the computer around.</source>
        <translation>Hrají-li dva nebo více lidí, hra mezi tahy skryje karty, abyste si mohli počítač předávat.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At this table %1 stays empty.</source>
        <translation>U tohoto stolu zůstává místo %1 prázdné.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No person plays: the computer plays every seat and you watch.</source>
        <translation>Nehraje nikdo: počítač hraje za všechna místa a vy se díváte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No person plays: the computer plays all four seats and you watch.</source>
        <translation>Nehraje nikdo: počítač hraje za všechna čtyři místa a vy se díváte.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+4"/>
        <source>One person against the computer.</source>
        <translation>Jeden člověk proti počítači.</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-44"/>
        <source>Five cards and a turned card, as in Classic; the taker leads, combinations are declared in the first two tricks and scores are kept in balls. Four, three or two players.</source>
        <translation>Pět karet a otočená karta jako v klasické belote; vynáší ten, kdo vzal, hlášky se hlásí v prvních dvou štyších a počítá se v kuličkách. Čtyři, tři nebo dva hráči.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/settings_dialog.py" line="+2"/>
        <source>%n people share this computer (hotseat).</source>
        <translation>
            <numerusform>%n člověk sdílí tento počítač.</numerusform>
            <numerusform>%n lidé sdílejí tento počítač.</numerusform>
            <numerusform>%n lidí sdílí tento počítač.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Other…</source>
        <translation>Jiná…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+76"/>
        <source>Table colour</source>
        <translation>Barva stolu</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Animations</source>
        <translation>Animace</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="+480"/>
        <location filename="../ui/settings_dialog.py" line="-343"/>
        <location line="+423"/>
        <source>Table</source>
        <translation>Stůl</translation>
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
        <translation>Vyměnit 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Cancel the deal</source>
        <translation>Zrušit hru</translation>
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
        <translation>Terce</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Fifty</source>
        <translation>Padesát</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Hundred</source>
        <translation>Sto</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/help_text.py" line="+332"/>
        <location line="+207"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four Unters</source>
        <translation>Čtyři spodci</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/table_labels.py" line="+2"/>
        <source>Four aces</source>
        <translation>Čtyři esa</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four tens</source>
        <translation>Čtyři desítky</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four kings</source>
        <translation>Čtyři králové</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four queens</source>
        <translation>Čtyři dámy</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>Four Obers</source>
        <translation>Čtyři svršci</translation>
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
        <translation>Čtyři osmičky</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four sevens</source>
        <translation>Čtyři sedmičky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belot (all eight trumps)</source>
        <translation>Belot (všech osm trumfů)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to the %2</source>
        <translation>%1 do %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Declare:</source>
        <translation>Hlásit:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Declare it now: it shows the cards, and you then play a card.</source>
        <translation>Hlaste teď: karty se ukážou a pak zahrajete kartu.</translation>
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
        <translation>do</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Score in points</source>
        <translation>Skóre v bodech</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score in balls</source>
        <translation>Skóre v kuličkách</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Playing to</source>
        <translation>Hraje se do</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Auction</source>
        <translation>Licitace</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+26"/>
        <source>Contract</source>
        <translation>Hra</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Turned card</source>
        <translation>Otočená</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Highest bid</source>
        <translation>Nejvyšší</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To speak</source>
        <translation>Na řadě</translation>
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
        <translation>Kontra</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+12"/>
        <source>Tricks</source>
        <translation>Štychy</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="+228"/>
        <source>Pass the computer to %1, then click</source>
        <translation>Předejte počítač: %1, pak klepněte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every hand stays hidden until then.</source>
        <translation>Do té doby jsou všechny karty skryté.</translation>
    </message>
    <message>
        <location filename="../ui/scene_labels.py" line="-2"/>
        <source>D</source>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../ui/table_labels.py" line="-56"/>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/scene_labels.py" line="+19"/>
        <source>%n tricks won by %1</source>
        <translation>
            <numerusform>%n štych: %1</numerusform>
            <numerusform>%n štychy: %1</numerusform>
            <numerusform>%n štychů: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Last trick, won by %1</source>
        <translation>Poslední štych, vzal(a) %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/scene_steps.py" line="+131"/>
        <source>Cut after %n cards</source>
        <translation>
            <numerusform>Sejmuto po %n kartě</numerusform>
            <numerusform>Sejmuto po %n kartách</numerusform>
            <numerusform>Sejmuto po %n kartách</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bizon! The jack makes trump</source>
        <translation>Bizon! Kluk určuje trumf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bizon! The Unter makes trump</source>
        <translation>Bizon! Spodek určuje trumf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swapped the 7 for the turned card</source>
        <translation>Sedma vyměněna za otočenou kartu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal cancelled</source>
        <translation>Hra zrušena</translation>
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
        <translation>Použité karty, {deck}, nejsou naše: jejich licence je {licence}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deck in use, {deck}, is not ours, and its file does not state a licence.</source>
        <translation>Použité karty, {deck}, nejsou naše a jejich soubor neuvádí licenci.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck in use, {deck}, is not ours and states no licence: it is under the licence of the package that installed it ({path}).</source>
        <translation>Použité karty, {deck}, nejsou naše a neuvádějí licenci: platí pro ně licence balíčku, který je nainstaloval ({path}).</translation>
    </message>
    <message>
        <location filename="../metainfo_texts.py" line="+25"/>
        <source>Offline Belote, Contrée and Romanian Belot card game</source>
        <translation>Karetní hra Belote, Contrée a rumunský Belot bez připojení</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/about.py" line="+9"/>
        <source>An offline desktop Belote: Classic Belote, Contrée and Romanian Belot, with SVG card decks, bots and local hotseat play.</source>
        <translation>Belote pro počítač bez připojení: klasická belote, Contrée a rumunský Belot, s kartami SVG, boty a hrou více lidí u jednoho počítače.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on your own computer with no account and no network: against computer opponents, or with friends sharing one screen.</source>
        <translation>Hrajte na vlastním počítači bez účtu a bez sítě: proti počítačovým soupeřům nebo s přáteli u jedné obrazovky.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic Belote, Contrée (Coinche) and Romanian Belot, each with the rule options of its tradition</source>
        <translation>Klasická Belote, Contrée (Coinche) a rumunský Belot, každá s volbami pravidel své tradice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote and rebelote, declarations, capot and litige counted for you</source>
        <translation>Belote a Rebelote, hlášky, Capot a spor se počítají za vás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card decks in French, German and traditional French patterns, and any installed KDE or GNOME card deck</source>
        <translation>Karty s francouzskými, německými a tradičními francouzskými obrázky a všechny nainstalované karty KDE nebo GNOME</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games that can be replayed and checked move by move</source>
        <translation>Uložené hry, které lze přehrát a zkontrolovat tah po tahu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card Game</source>
        <translation>Karetní hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Belote, Contrée and Romanian Belot against the computer or with friends</source>
        <translation>Hrajte Belote (klasickou i Contrée) a rumunský Belot proti počítači nebo s přáteli</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="+3"/>
        <source>Code licence: {licence}. This program comes with ABSOLUTELY NO WARRANTY.</source>
        <translation>Licence kódu: {licence}. Tento program je poskytován BEZ JAKÉKOLI ZÁRUKY.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version: {version}</source>
        <translation>Verze: {version}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Our built-in card decks:</source>
        <translation>Naše vestavěné karty:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{deck}: {licence}</source>
        <translation>{deck}: {licence}</translation>
    </message>
    <message>
        <location filename="../ui/refusals.py" line="+33"/>
        <source>You may not lead a trump before the taker has led one. Playable: %1.</source>
        <translation>Trumf nesmíte vynést, dokud ho nevynesl hráč, který bral. Hratelné: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You must follow suit: %1. Playable: %2.</source>
        <translation>Musíte přiznat barvu: %1. Hratelné: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must play a higher card in %1. Playable: %2.</source>
        <translation>Musíte hrát vyšší kartu (barva: %1). Hratelné: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must trump with %1. Playable: %2.</source>
        <translation>Musíte hrát trumf (%1). Hratelné: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must overtrump with %1. Playable: %2.</source>
        <translation>Musíte přebít vyšším trumfem (%1). Hratelné: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must undertrump with %1. Playable: %2.</source>
        <translation>Musíte hrát nižší trumf (%1). Hratelné: %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 was the suit turned in round 1: name another suit or pass.</source>
        <translation>%1 je barva otočené karty v 1. kole: zvolte jinou barvu nebo pasujte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You must bid higher than %1.</source>
        <translation>Musíte hlásit výš než %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You do not hold that card.</source>
        <translation>Tuto kartu nemáte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card: the auction is over.</source>
        <translation>Zahrajte kartu: hlášení skončilo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The auction is not over yet.</source>
        <translation>Licitace ještě neskončila.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The auction is over.</source>
        <translation>Licitace skončila.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In round 1 you may only take the turned card or pass.</source>
        <translation>V 1. kole můžete jen vzít otočenou kartu nebo pasovat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turned card can only be taken in round 1: name a suit or pass.</source>
        <translation>Otočenou kartu lze vzít jen v 1. kole: zvolte barvu nebo pasujte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer must choose a trump in round 2.</source>
        <translation>Rozdávající musí v 2. kole zvolit trumf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre only surcontre or pass remains.</source>
        <translation>Po kontře zbývá jen rekontra nebo pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre answers a contre of the other team.</source>
        <translation>Rekontra odpovídá na kontru soupeřů.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The contract is already surcontred.</source>
        <translation>Hra už je rekontrovaná.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contre is said against the other team&apos;s bid.</source>
        <translation>Kontra se hlásí proti hlášce soupeřů.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no bid to contre.</source>
        <translation>Není žádná hláška, na kterou říct kontra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No trump and all trump bids are not played at this table.</source>
        <translation>Hlášky bez trumfu a vše trumf se u tohoto stolu nehrají.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the holder of the 7 of trump may swap it, right after a take in round 1.</source>
        <translation>Trumfovou sedmu smí vyměnit jen ten, kdo ji má, hned po vzetí v 1. kole.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only a player whose cards are worth fewer than 14 points may cancel the deal.</source>
        <translation>Hru může zrušit jen hráč, jehož karty mají méně než 14 bodů.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the 7 or pass.</source>
        <translation>Vyměňte 7 nebo pasujte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the deal or pass.</source>
        <translation>Zrušte hru nebo pasujte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards that complete the hands are not known: pass only.</source>
        <translation>Karty, které doplní ruce, nejsou známé: jen pas.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>That card cannot be played now.</source>
        <translation>Tuto kartu teď nelze zahrát.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not allowed now.</source>
        <translation>To teď není dovoleno.</translation>
    </message>
    <message>
        <location filename="../ui/game_files.py" line="+139"/>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait</source>
        <translation>Počkejte prosím</translation>
    </message>
    <message>
        <location filename="../ui/guide.py" line="+184"/>
        <source>Players&apos; guide</source>
        <translation>Průvodce pro hráče</translation>
    </message>
    <message>
        <location filename="../ui/licences.py" line="+132"/>
        <source>Licences</source>
        <translation>Licence</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bundled: {name}</source>
        <translation>Přibaleno: {name}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No licence texts were found: this copy of the game was installed without them.</source>
        <translation>Texty licencí nebyly nalezeny: tato kopie hry byla nainstalována bez nich.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Licences…</source>
        <translation>Licence…</translation>
    </message>
    <message>
        <location filename="../ui/presets.py" line="+38"/>
        <source>Belote Desktop&apos;s defaults</source>
        <translation>Výchozí Belote Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French federation</source>
        <translation>Francouzská federace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online rooms</source>
        <translation>Online herny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rules</source>
        <translation>Domácí pravidla</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your own choice of options.</source>
        <translation>Vaše vlastní volba možností.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Played to 701, a surcontre multiplies by 4; of the options only the partner exemption is on.</source>
        <translation>Hraje se do 701, Rekontra násobí 4; z možností je zapnuta jen výjimka pro spoluhráče.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the French federation&apos;s texts: a surcontre multiplies by 3.</source>
        <translation>Podle textů francouzské federace: Rekontra násobí 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the Slovenian and Czech rooms: played to 701, the highest bidder may raise after three passes.</source>
        <translation>Jako ve slovinských a českých hernách: hraje se do 701, nejvyšší licitující smí po třech pasech zvýšit.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Played to 1000; of the options only the partner exemption is on.</source>
        <translation>Hraje se do 1000; z možností je zapnuta jen výjimka pro spoluhráče.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the French federation&apos;s classic rules: unable to overtrump, you must still play a lower trump.</source>
        <translation>Podle klasických pravidel francouzské federace: kdo nemůže přebít trumfem, musí přesto dát nižší trumf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the Slovenian and Czech rooms: played to 501.</source>
        <translation>Jako ve slovinských a českých hernách: hraje se do 501.</translation>
    </message>
    <message>
        <location filename="../ui/hint_text.py" line="+28"/>
        <source>the only card the rules leave you</source>
        <translation>jediná karta, kterou vám pravidla nechávají</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws the last trumps</source>
        <translation>vytahuje poslední trumfy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws the opponents&apos; trumps</source>
        <translation>vytahuje soupeřům trumfy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leads a master card: nothing left can beat it</source>
        <translation>vynáší kartu, kterou už nic nepřebije</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gives points to partner&apos;s master</source>
        <translation>maže body do jistého štychu spoluhráče</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partner&apos;s trick is safe: keep your good cards</source>
        <translation>štych spoluhráče je jistý: nechte si dobré karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overtrumps the opponent</source>
        <translation>přebíjí soupeře vyšším trumfem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trumps the trick</source>
        <translation>trumfuje štych</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the trick as the last to play</source>
        <translation>bere štych jako poslední na tahu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the trick with a master card</source>
        <translation>bere štych kartou, kterou už nic nepřebije</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps the 10 guarded while the ace is out</source>
        <translation>drží desítku krytou, dokud je eso venku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throws away a card worth nothing</source>
        <translation>odhazuje bezcennou kartu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the trick is lost: give it as few points as you can</source>
        <translation>štych je ztracený: dejte do něj co nejméně bodů</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hint: %1.</source>
        <translation>Rada: %1.</translation>
    </message>
    <message>
        <location filename="../ui/stats_dialog.py" line="+57"/>
        <source>People</source>
        <translation>Lidé</translation>
    </message>
    <message>
        <location filename="../ui/tutorial.py" line="-43"/>
        <source>Welcome to Belote</source>
        <translation>Vítejte u belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You sit South. North, across the table, is your partner; East and West play against you. The dealer has turned up the %1: who takes it makes its suit the trumps, the strongest suit. Take it with the Take button.</source>
        <translation>Sedíte na Jihu. Sever naproti vám je váš spoluhráč; Východ a Západ hrají proti vám. Rozdávající otočil %1: kdo ji vezme, udělá z její barvy trumf, nejsilnější barvu. Vezměte ji tlačítkem Beru.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Leading a trick</source>
        <translation>Vynesení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts are trumps and you play first. Everyone must follow the suit led; the highest card of that suit wins the trick, unless someone trumps. Lead the %1.</source>
        <translation>Srdce jsou trumf a vynášíte vy. Všichni musí přiznat vynesenou barvu; štych bere nejvyšší karta této barvy, pokud někdo netrumfuje. Vyneste %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your partner&apos;s trick</source>
        <translation>Štych vašeho spoluhráče</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North leads the ace of clubs: your partner holds the trick. You have no club, and when your partner is winning you need not trump: keep your trumps and throw the %1.</source>
        <translation>Sever vynáší křížové eso: štych drží váš spoluhráč. Kříže nemáte, a když štych drží spoluhráč, nemusíte trumfovat: nechte si trumfy a odhoďte %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Follow suit</source>
        <translation>Přiznat barvu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North leads a diamond. You hold one, so you must play it: try another card and the game tells you the rule. Play the %1.</source>
        <translation>Sever vynáší káry. Jednu máte, takže ji musíte zahrát: zkuste jinou kartu a hra vám řekne pravidlo. Zahrajte %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>West leads a club and you have none. When an opponent holds the trick and you cannot follow suit, you must play a trump. The smallest does: play the %1.</source>
        <translation>Západ vynáší kříže a vy žádný nemáte. Když štych drží soupeř a nemůžete přiznat barvu, musíte trumfovat. Stačí nejmenší trumf: zahrajte %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Overtrump</source>
        <translation>Přebít trumfem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West has trumped with the 10. When an opponent&apos;s trump holds the trick you must play a higher trump if you can. Trumps rank J, 9, A, 10, K, Q, 8, 7: play the %1.</source>
        <translation>Západ trumfoval desítkou. Když štych drží soupeřův trumf, musíte dát vyšší trumf, pokud můžete. Pořadí trumfů: J, 9, A, 10, K, Q, 8, 7. Zahrajte %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An ace</source>
        <translation>Eso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your trick, so you lead again. In the other suits the ace is the strongest card, then the 10: play the %1.</source>
        <translation>Štych je váš, takže vynášíte znovu. V ostatních barvách je nejsilnější eso, pak desítka: zahrajte %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You hold the king and queen of trumps: the belote, worth 20 points. Play the %1: the game says &quot;Belote&quot; for you. North must go higher in trumps and takes the trick.</source>
        <translation>Máte trumfového krále a dámu: Belote za 20 bodů. Zahrajte %1: hra za vás ohlásí „Belote“. Sever musí dát vyšší trumf a bere štych.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rebelote and the last trick</source>
        <translation>Rebelote a poslední štych</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 completes the belote: &quot;Rebelote&quot;. The last trick is worth 10 more points.</source>
        <translation>%1 doplňuje Belote: „Rebelote“. Poslední štych má hodnotu dalších 10 bodů.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Leave the tutorial</source>
        <translation>Ukončit výuku</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Step %1 of %2</source>
        <translation>Krok %1 z %2</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>That card may be played, but this step waits for the %1.</source>
        <translation>Tuto kartu zahrát smíte, ale tento krok čeká na %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This step waits for Take.</source>
        <translation>Tento krok čeká na Beru.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Each side counts the cards it won: trumps J 20, 9 14, A 11, 10 10, K 4, Q 3; other suits A 11, 10 10, K 4, Q 3, J 2; 10 for the last trick, 20 for the belote. You took, so your side needed more than East and West: %1 to %2. Next deal plays on against the computer.</source>
        <translation>Každý tým sečte karty, které získal: v trumfech J 20, 9 14, A 11, 10 10, K 4, Q 3; v ostatních barvách A 11, 10 10, K 4, Q 3, J 2; 10 za poslední štych, 20 za Belote. Brali jste vy, takže váš tým potřeboval víc než Východ a Západ: %1 ku %2. Další hra pokračuje proti počítači.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The score</source>
        <translation>Skóre</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <location filename="../ui/deck_words.py" line="+14"/>
        <source>French</source>
        <translation>Francouzské</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German</source>
        <translation>Německé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traditional French</source>
        <translation>Tradiční francouzské</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote Desktop contributors</source>
        <translation>Přispěvatelé Belote Desktop</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../ui/controller.py" line="+191"/>
        <source>You claim the remaining tricks: %1</source>
        <translation>Zbývající štychy si bere: Vy (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 claims the remaining tricks: %2</source>
        <translation>Zbývající štychy si bere: %1 (%2)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>there is no game to save</source>
        <translation>není žádná hra k uložení</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>This match is over.</source>
        <translation>Tato partie skončila.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Wait for your turn.</source>
        <translation>Počkejte, až budete na řadě.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Nothing to undo.</source>
        <translation>Není co vrátit.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A hint is given on your turn.</source>
        <translation>Radu dostanete, až budete na řadě.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Asking the {level} bot for a hint…</source>
        <translation>Bot ({level}) hledá radu…</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The match is over.</source>
        <translation>Partie skončila.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{name}: your call.</source>
        <translation>{name}: hlásíte vy.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your call.</source>
        <translation>Hlásíte vy.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: your card.</source>
        <translation>{name}: vaše karta.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn: play a card.</source>
        <translation>Jste na řadě: zahrajte kartu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: declare your combinations, then play a card.</source>
        <translation>{name}: ohlaste své hlášky, pak zahrajte kartu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare your combinations, then play a card.</source>
        <translation>Ohlaste své hlášky, pak zahrajte kartu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} is thinking…</source>
        <translation>{name} přemýšlí…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint shown.</source>
        <translation>Rada zobrazena.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{name}&apos;s bot failed ({error}); it plays a random legal move.</source>
        <translation>Bot hráče {name} selhal ({error}); hraje náhodný povolený tah.</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>The game is not kept for resuming ({error}): its last %n actions would be lost if the game closed now. Game &gt; Save keeps it elsewhere.</source>
        <translation>
            <numerusform>Hra není uložena pro pokračování ({error}): kdyby se teď zavřela, ztratil by se její poslední %n tah. Hra &gt; Uložit ji uloží jinam.</numerusform>
            <numerusform>Hra není uložena pro pokračování ({error}): kdyby se teď zavřela, ztratily by se její poslední %n tahy. Hra &gt; Uložit ji uloží jinam.</numerusform>
            <numerusform>Hra není uložena pro pokračování ({error}): kdyby se teď zavřela, ztratilo by se jejích posledních %n tahů. Hra &gt; Uložit ji uloží jinam.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The finished game could not be removed ({error}): the next start offers it again.</source>
        <translation>Dohranou hru nelze odstranit ({error}): příští spuštění ji nabídne znovu.</translation>
    </message>
</context>
<context>
    <name>GameFileTypes</name>
    <message>
        <location filename="../ui/file_types.py" line="+22"/>
        <source>Belote game</source>
        <translation>Partie belote</translation>
    </message>
</context>
<context>
    <name>GermanDeck</name>
    <message>
        <location filename="../ui/help_text.py" line="-653"/>
        <source>L</source>
        <comment>German deck: the sign of leaves (Grün)</comment>
        <translation>Z</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H</source>
        <comment>German deck: the sign of hearts (Herz)</comment>
        <translation>Č</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <comment>German deck: the sign of bells (Schellen)</comment>
        <translation>K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A</source>
        <comment>German deck: the sign of acorns (Eichel)</comment>
        <translation>Ž</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>U</source>
        <comment>German deck: Unter, in the jack&apos;s place</comment>
        <translation>Sp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O</source>
        <comment>German deck: Ober, in the queen&apos;s place</comment>
        <translation>Sv</translation>
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
        <translation>E</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leaves</source>
        <comment>German deck: the suit of Grün</comment>
        <translation>Zelené</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <comment>German deck: the suit of Herz</comment>
        <translation>Červené</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bells</source>
        <comment>German deck: the suit of Schellen</comment>
        <translation>Kule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Acorns</source>
        <comment>German deck: the suit of Eichel</comment>
        <translation>Žaludy</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="+160"/>
        <source>&amp;New game</source>
        <translation>&amp;Nová hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>&amp;Uložit…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>Nas&amp;tavení…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <translation>&amp;Rada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Poslední štych</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;core sheet</source>
        <translation>Zápis &amp;skóre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istika…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>U&amp;končit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Pravidla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Shortcuts</source>
        <translation>&amp;Klávesové zkratky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players&apos; &amp;guide</source>
        <translation>Průvodce pro &amp;hráče</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;utorial…</source>
        <translation>&amp;Výuka…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About {title}</source>
        <translation>&amp;O aplikaci {title}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Pass the computer to {name}, then click the table.</source>
        <translation>Předejte počítač: {name}, pak klepněte na stůl.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Deck {deck} cannot be used ({error}); the French deck is shown.</source>
        <translation>Karty {deck} nelze použít ({error}); zobrazeny jsou francouzské.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The easier-to-read deck could not be drawn ({error}); the French deck is shown.</source>
        <translation>Lépe čitelné karty nelze vykreslit ({error}); zobrazeny jsou francouzské.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Settings saved: new rules and players apply from the next game.</source>
        <translation>Nastavení uloženo: nová pravidla a hráči platí od příští hry.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The settings could not be saved ({file}): they apply until the game closes.</source>
        <translation>Nastavení nelze uložit ({file}): platí, dokud se hra nezavře.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New rules and players apply from the next game.</source>
        <translation>Nová pravidla a hráči platí od příští hry.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Resume the game in progress?</source>
        <translation>Pokračovat v rozehrané hře?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No starts a new game; the game in progress is then lost.</source>
        <translation>Ne začne novou hru; rozehraná hra se ztratí.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Its last %n actions could not be kept when it was played: it resumes from before them.</source>
        <translation>
            <numerusform>Její poslední %n tah se při hraní nepodařilo uložit: pokračuje se od stavu před ním.</numerusform>
            <numerusform>Její poslední %n tahy se při hraní nepodařilo uložit: pokračuje se od stavu před nimi.</numerusform>
            <numerusform>Jejích posledních %n tahů se při hraní nepodařilo uložit: pokračuje se od stavu před nimi.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Reading the game in progress…</source>
        <translation>Načítání rozehrané hry…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> It was kept as {path}.</source>
        <translation> Byla uchována jako {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress could not be read: {error}.{where} A new game starts.</source>
        <translation>Rozehranou hru nelze přečíst: {error}.{where} Začíná nová hra.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Abandon the game in progress and start the tutorial?</source>
        <translation>Opustit rozehranou hru a spustit výuku?</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>New to Belote?</source>
        <translation>Poprvé u belote?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tutorial plays one deal with you, one rule at a time. Start it now? It is also in the Help menu.</source>
        <translation>Výuka s vámi odehraje jednu hru, pravidlo po pravidle. Spustit ji teď? Najdete ji také v nabídce Nápověda.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Abandon the game in progress and deal a new one?</source>
        <translation>Opustit rozehranou hru a rozdat novou?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Abandon the game in progress and open another one?</source>
        <translation>Opustit rozehranou hru a otevřít jinou?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Open a game</source>
        <translation>Otevřít hru</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Belote games (*.json);;All files (*)</source>
        <translation>Hry Belote (*.json);;Všechny soubory (*)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>This file cannot be opened as a game: {error}</source>
        <translation>Tento soubor nelze otevřít jako hru: {error}</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Save the game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <location line="-374"/>
        <source>Bidding</source>
        <translation>Licitace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Hlášky</translation>
    </message>
    <message>
        <location line="+398"/>
        <source>Opening {file}…</source>
        <translation>Otevírání {file}…</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+8"/>
        <source>The game could not be saved: {error}</source>
        <translation>Hru nelze uložit: {error}</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Saving {file}…</source>
        <translation>Ukládání {file}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved to {path}.</source>
        <translation>Uloženo do {path}.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Your last move was taken back.</source>
        <translation>Váš poslední tah byl vzat zpět.</translation>
    </message>
    <message>
        <location line="-490"/>
        <source>Match result</source>
        <translation>Výsledek partie</translation>
    </message>
    <message>
        <location line="+548"/>
        <source>The players&apos; guide could not be opened.</source>
        <translation>Průvodce pro hráče nelze otevřít.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About {title}</source>
        <translation>O aplikaci {title}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The statistics are not kept ({error}).</source>
        <translation>Statistika se nevede ({error}).</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>Leave the game in progress? It could not be kept: its last %n actions are lost (Game &gt; Save keeps it elsewhere).</source>
        <translation>
            <numerusform>Opustit rozehranou hru? Nepodařilo se ji uložit: její poslední %n tah je ztracen (Hra &gt; Uložit ji uloží jinam).</numerusform>
            <numerusform>Opustit rozehranou hru? Nepodařilo se ji uložit: její poslední %n tahy jsou ztraceny (Hra &gt; Uložit ji uloží jinam).</numerusform>
            <numerusform>Opustit rozehranou hru? Nepodařilo se ji uložit: jejích posledních %n tahů je ztraceno (Hra &gt; Uložit ji uloží jinam).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave the game in progress? It is kept, and offered when you start again.</source>
        <translation>Opustit rozehranou hru? Zůstane uložena a nabídne se při příštím spuštění.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="qt_texts.py" line="+56"/>
        <source>Folder</source>
        <translation>Složka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>Soubor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive</source>
        <translation>Jednotka</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location line="-26"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Hledat v:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File &amp;name:</source>
        <translation>&amp;Název souboru:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;Typ souborů:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Otevřít</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Vpřed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent Directory</source>
        <translation>Nadřazená složka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create New Folder</source>
        <translation>Vytvořit novou složku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List View</source>
        <translation>Seznam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail View</source>
        <translation>Podrobnosti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Files (*)</source>
        <translation>Všechny soubory (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Smazat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename</source>
        <translation>&amp;Přejmenovat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;hidden files</source>
        <translation>Zobrazit &amp;skryté soubory</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Folder</source>
        <translation>&amp;Nová složka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 již existuje.
Chcete jej nahradit?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Název</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Velikost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date Modified</source>
        <translation>Datum změny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Počítač</translation>
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
        <translation>Zrušit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore Defaults</source>
        <translation>Obnovit výchozí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Ano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Ne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Otevřít</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Zahodit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>Použít</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Vrátit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Nápověda</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/settings_dialog.py" line="-587"/>
        <source>Green baize</source>
        <translation>Zelené sukno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Modrá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <translation>Vínová</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walnut</source>
        <translation>Ořech</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slate</source>
        <translation>Břidlice</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../ui/help_text.py" line="+290"/>
        <source> or </source>
        <translation> nebo </translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <location filename="../ui/stats_dialog.py" line="+19"/>
        <location line="+191"/>
        <location line="+25"/>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>Statistics are off: no deal is recorded (Settings &gt; Cards and table).</source>
        <translation>Statistika je vypnutá: žádná hra se nezaznamenává (Nastavení &gt; Karty a stůl).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+21"/>
        <location line="+16"/>
        <source>Matches won</source>
        <translation>Vyhrané partie</translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+20"/>
        <source>Deals won</source>
        <translation>Vyhrané hry</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Contracts made / taken</source>
        <translation>Splněné / zvolené hry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches won in a row</source>
        <translation>Vyhrané partie v řadě</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals won in a row</source>
        <translation>Vyhrané hry v řadě</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Variant</source>
        <translation>Varianta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>Soupeři</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken</source>
        <translation>Zvoleno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Made</source>
        <translation>Splněno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By variant and opponents</source>
        <translation>Podle varianty a soupeřů</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Average score per deal</source>
        <translation>Průměrné skóre na hru</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Average score</source>
        <translation>Průměrné skóre</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No deal recorded yet.</source>
        <translation>Zatím žádná zaznamenaná hra.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score per deal, by match</source>
        <translation>Skóre na hru, podle partií</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Errors per deal, by match</source>
        <translation>Chyby na hru, podle partií</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No deal reviewed yet: the deal review counts the errors.</source>
        <translation>Zatím žádná rozebraná hra: chyby počítá rozbor hry.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match finished yet.</source>
        <translation>Zatím žádná dohraná partie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export as CSV…</source>
        <translation>Exportovat jako CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset…</source>
        <translation>Vynulovat…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The statistics cannot be read: {error}. The file is left as it is; move it away to start new statistics.</source>
        <translation>Statistiku nelze přečíst: {error}. Soubor zůstává, jak je; chcete-li začít novou statistiku, přesuňte ho jinam.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone</source>
        <translation>Všichni</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>by variant, below</source>
        <translation>podle varianty, níže</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>now {current}, best {best}</source>
        <translation>teď {current}, nejlépe {best}</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n matches; the last: {value}</source>
        <translation>
            <numerusform>%n partie; poslední: {value}</numerusform>
            <numerusform>%n partie; poslední: {value}</numerusform>
            <numerusform>%n partií; poslední: {value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n matches reviewed; the last: {value}</source>
        <translation>
            <numerusform>%n rozebraná partie; poslední: {value}</numerusform>
            <numerusform>%n rozebrané partie; poslední: {value}</numerusform>
            <numerusform>%n rozebraných partií; poslední: {value}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Export the statistics</source>
        <translation>Export statistiky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Soubory CSV (*.csv);;Všechny soubory (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The statistics could not be exported: {error}</source>
        <translation>Statistiku nelze exportovat: {error}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Forget every recorded deal? This cannot be undone.</source>
        <translation>Zapomenout všechny zaznamenané hry? Tuto akci nelze vrátit.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The statistics could not be reset: {error}</source>
        <translation>Statistiku nelze vynulovat: {error}</translation>
    </message>
</context>
</TS>
