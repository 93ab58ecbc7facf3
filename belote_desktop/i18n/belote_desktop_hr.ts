<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hr_HR" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../ui/auction_panel.py" line="+194"/>
        <source>(D)</source>
        <translation>(Dj)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, the dealer</source>
        <translation>%1, djelitelj</translation>
    </message>
    <message>
        <location line="+125"/>
        <location line="+290"/>
        <source>Bid</source>
        <translation>Zovi</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Bidding is over</source>
        <translation>Licitacija je završena</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap the 7 of trump?</source>
        <translation>Zamijeniti adutsku sedmicu?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewer than 14 points?</source>
        <translation>Manje od 14 bodova?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round 2: name a trump</source>
        <translation>2. krug: zovite aduta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round 1: take or pass</source>
        <translation>1. krug: uzimate ili dalje</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/help_text.py" line="+596"/>
        <location line="+28"/>
        <location line="+55"/>
        <source>Bidding</source>
        <translation>Licitacija</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting for %1…</source>
        <translation>Čeka se: %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your call.</source>
        <translation>Vi zovete.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You hold the 7 of trump: you may give it for the turned card.</source>
        <translation>Imate adutsku sedmicu: smijete je zamijeniti za okrenutu kartu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your cards are worth fewer than 14 points: you may cancel the deal.</source>
        <translation>Vaše karte vrijede manje od 14 bodova: smijete poništiti dijeljenje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the turned card to make its suit trump, or pass.</source>
        <translation>Uzmite okrenutu kartu da njezina boja postane adut ili recite dalje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name another suit as trump: the dealer may not pass in this round.</source>
        <translation>Zovite drugu boju za aduta: djelitelj u ovom krugu ne smije reći dalje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name another suit as trump, or pass.</source>
        <translation>Zovite drugu boju za aduta ili recite dalje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your team&apos;s bid was contred: surcontre or pass.</source>
        <translation>Protivnici su vam dali kontru: rekontra ili dalje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a value and a trump, then Bid.</source>
        <translation>Odaberite vrijednost i aduta, zatim Zovi.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Take %1</source>
        <translation>Uzimam %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Bid %1</source>
        <translation>Zovi %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The turned card</source>
        <translation>Okrenuta karta</translation>
    </message>
    <message>
        <location filename="../ui/deck_chooser.py" line="+51"/>
        <source>by %1</source>
        <translation>autor %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>licence %1</source>
        <translation>licencija %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>author and licence not stated</source>
        <translation>autor i licencija nisu navedeni</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Card deck</source>
        <translation>Špil</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Preview</source>
        <translation>Pregled</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Looking for installed card decks…</source>
        <translation>Tražim instalirane špilove…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Drawing the preview…</source>
        <translation>Crtam pregled…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not look for card decks: %1</source>
        <translation>Špilove nije moguće potražiti: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>built-in</source>
        <translation>ugrađeni</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n decks available.</source>
        <translation>
            <numerusform>Dostupan je %n špil.</numerusform>
            <numerusform>Dostupna su %n špila.</numerusform>
            <numerusform>Dostupno je %n špilova.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n installed decks cannot be drawn correctly and are not offered.</source>
        <translation>
            <numerusform>%n instalirani špil ne može se ispravno nacrtati pa nije ponuđen.</numerusform>
            <numerusform>%n instalirana špila ne mogu se ispravno nacrtati pa nisu ponuđena.</numerusform>
            <numerusform>%n instaliranih špilova ne može se ispravno nacrtati pa nisu ponuđeni.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chosen deck is no longer installed; pick another.</source>
        <translation>Odabrani špil više nije instaliran; odaberite drugi.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deck cannot be shown: %1</source>
        <translation>Ovaj špil nije moguće prikazati: %1</translation>
    </message>
    <message>
        <location filename="../ui/help_dialog.py" line="+53"/>
        <source>Rules and keys</source>
        <translation>Pravila i tipke</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules of</source>
        <translation>Pravila za</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../ui/settings_dialog.py" line="+257"/>
        <source>Rules</source>
        <translation>Pravila</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyboard</source>
        <translation>Tipkovnica</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>(as played at this table)</source>
        <translation>(kako se igra za ovim stolom)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(with its usual options)</source>
        <translation>(s uobičajenim opcijama)</translation>
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
        <translation>Pik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts</source>
        <translation>Herc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clubs</source>
        <translation>Tref</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+499"/>
        <location filename="../ui/table_labels.py" line="+67"/>
        <source>No trump</source>
        <translation>Bez aduta</translation>
    </message>
    <message>
        <location line="-497"/>
        <location line="+498"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>All trump</source>
        <translation>Sve adut</translation>
    </message>
    <message>
        <location line="-491"/>
        <source>NT</source>
        <translation>BA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AT</source>
        <translation>SA</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../ui/table_labels.py" line="-18"/>
        <source>South</source>
        <translation>Jug</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/settings.py" line="+96"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>East</source>
        <translation>Istok</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/settings.py" line="+0"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>North</source>
        <translation>Sjever</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/settings.py" line="+0"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>West</source>
        <translation>Zapad</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>North–South</source>
        <translation>Sjever–Jug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>East–West</source>
        <translation>Istok–Zapad</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/score_words.py" line="+82"/>
        <location filename="../ui/table_labels.py" line="+39"/>
        <source>Capot</source>
        <translation>Štiglja</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+273"/>
        <location filename="../ui/table_labels.py" line="-14"/>
        <source>Pass</source>
        <translation>Dalje</translation>
    </message>
    <message>
        <location line="-272"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Take</source>
        <translation>Uzimam</translation>
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
        <translation>Zvanja</translation>
    </message>
    <message>
        <location line="-300"/>
        <source>Sequences and four of a kind held at the start score extra for the team with the best one.</source>
        <translation>Nizovi i četiri iste karte na početku donose dodatne bodove timu s najjačim zvanjem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Partner exemption</source>
        <translation>Iznimka za partnera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your partner is winning the trick you need not trump: any card will do.</source>
        <translation>Kad štih drži vaš partner, ne morate rezati adutom: smijete baciti bilo koju kartu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Must undertrump</source>
        <translation>Obvezan niži adut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unable to beat a trump already played? You must still play a lower trump if you have one.</source>
        <translation>Ne možete nadjačati već bačenog aduta? Ipak morate baciti nižeg aduta ako ga imate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealer must choose</source>
        <translation>Djelitelj mora zvati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the second round of bidding the dealer may not pass and must name a trump.</source>
        <translation>U drugom krugu djelitelj ne smije reći dalje i mora zvati aduta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No trump and all trump bids</source>
        <translation>Igre bez aduta i sve adut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids may also name no trump (no suit is trump) or all trump (every suit is trump).</source>
        <translation>Može se zvati i bez aduta (nijedna boja nije adut) ili sve adut (svaka boja je adut).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Takers must beat the defence</source>
        <translation>Izvođači moraju nadjačati obranu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reaching the bid is not enough: the takers must also score more than the defenders.</source>
        <translation>Nije dovoljno dosegnuti licitiranu vrijednost: izvođači moraju imati i više bodova od branitelja.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Surcontre multiplies by</source>
        <translation>Rekontra množi s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A contre doubles the contract; a surcontre multiplies it by this much.</source>
        <translation>Kontra udvostručuje igru; rekontra je množi ovim brojem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last bidder may raise</source>
        <translation>Zadnji zvač smije povisiti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the other three pass, the highest bidder gets one more turn to raise or stand.</source>
        <translation>Kad ostala trojica kažu dalje, najviši zvač smije još jednom povisiti ili ostati.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel under 14 points</source>
        <translation>Poništenje ispod 14 bodova</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four players: a player whose cards are worth fewer than 14 points may cancel the deal.</source>
        <translation>Četiri igrača: igrač čije karte vrijede manje od 14 bodova smije poništiti dijeljenje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random pairs</source>
        <translation>Nasumični parovi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four players: partners are drawn at random at the start of the game.</source>
        <translation>Četiri igrača: partneri se izvlače nasumce na početku partije.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduced combinations</source>
        <translation>Ograničena zvanja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One against one: combinations of 100 or more count at most twice a game.</source>
        <translation>Jedan na jedan: zvanja od 100 ili više vrijede najviše dvaput u partiji.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Classic Belote</source>
        <translation>Klasična bela</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contrée</source>
        <translation>Kontra (Contrée)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Romanian Belot</source>
        <translation>Rumunjski belot</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A single deal</source>
        <translation>Jedno dijeljenje</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location filename="../ui/score_sheet.py" line="-42"/>
        <source>%n balls</source>
        <translation>
            <numerusform>%n kuglica</numerusform>
            <numerusform>%n kuglice</numerusform>
            <numerusform>%n kuglica</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../ui/score_sheet.py" line="-2"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n boda</numerusform>
            <numerusform>%n bodova</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Four players, in two teams</source>
        <translation>Četiri igrača u dva tima</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each alone</source>
        <translation>Tri igrača, svatko za sebe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One against one</source>
        <translation>Jedan na jedan</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>32 cards; partners sit opposite each other.</source>
        <translation>32 karte; partneri sjede jedan nasuprot drugome.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>24 cards (no 7s or 8s); South, East and West each play for themselves.</source>
        <translation>24 karte (bez sedmica i osmica); Jug, Istok i Zapad igraju svatko za sebe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>24 cards, nine each, South against North; scores kept in points, not balls.</source>
        <translation>24 karte, svakome devet, Jug protiv Sjevera; broji se u bodovima, ne u kuglicama.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>on</source>
        <translation>da</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>ne</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Move to the previous card of your hand</source>
        <translation>Na prethodnu kartu u ruci</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>← Left</source>
        <translation>← Lijevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to the next card of your hand</source>
        <translation>Na sljedeću kartu u ruci</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>→ Right</source>
        <translation>→ Desno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the card you moved to</source>
        <translation>Odigraj odabranu kartu</translation>
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
        <translation>Počni novu igru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a saved game</source>
        <translation>Otvori spremljenu igru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game</source>
        <translation>Spremi igru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last card or call (not in hotseat)</source>
        <translation>Vrati zadnju kartu ili zvanje (ne kad više osoba igra za jednim računalom)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a suggested card or call</source>
        <translation>Pokaži predloženu kartu ili zvanje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the last trick</source>
        <translation>Pokaži zadnji štih</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the score sheet</source>
        <translation>Otvori listu bodova</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the rules</source>
        <translation>Pročitaj pravila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the settings</source>
        <translation>Otvori postavke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Izlaz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the turned card (first round)</source>
        <translation>Uzmi okrenutu kartu (prvi krug)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 … 4</source>
        <translation>1 … 4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trump for a Contrée bid (when the table plays it)</source>
        <translation>Bez aduta za licitaciju u kontri (ako se za stolom igra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All trump for a Contrée bid (when the table plays it)</source>
        <translation>Sve adut za licitaciju u kontri (ako se za stolom igra)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise or lower the value of a Contrée bid</source>
        <translation>Povisi ili snizi vrijednost licitacije u kontri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press the button with the focus ring, or make the Contrée bid chosen</source>
        <translation>Pritisni označeni gumb ili licitiraj odabrano u kontri</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contre (or surcontre when your team&apos;s bid was contred)</source>
        <translation>Kontra (ili rekontra kad je vaše zvanje dobilo kontru)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the 7 of trump for the turned card (Romanian)</source>
        <translation>Zamijeni adutsku sedmicu za okrenutu kartu (rumunjski)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel a deal worth fewer than 14 points (Romanian)</source>
        <translation>Poništi dijeljenje vrijedno manje od 14 bodova (rumunjski)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the focus ring from button to button; Space presses it</source>
        <translation>Pomiči oznaku s gumba na gumb; razmaknica ga pritišće</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tab, Space</source>
        <translation>Tab, razmaknica</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../ui/score_model.py" line="+14"/>
        <source>points</source>
        <translation>bodovi</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Tierce: three cards in a row in one suit</source>
        <translation>Terca: tri karte zaredom u jednoj boji</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+205"/>
        <source>Fifty: four in a row</source>
        <translation>Pedeset: četiri zaredom</translation>
    </message>
    <message>
        <location line="-204"/>
        <location line="+205"/>
        <source>Hundred: five or more in a row</source>
        <translation>Sto: pet ili više zaredom</translation>
    </message>
    <message>
        <location filename="../ui/declare_panel.py" line="+39"/>
        <location filename="../ui/help_text.py" line="-204"/>
        <location line="+207"/>
        <location filename="../ui/table_labels.py" line="+28"/>
        <source>Four jacks</source>
        <translation>Četiri dečka</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/help_text.py" line="-206"/>
        <location line="+205"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four nines</source>
        <translation>Četiri devetke</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-286"/>
        <source>Play the first to ninth card from the left (a one-against-one hand holds nine)</source>
        <translation>Odigraj prvu do devete karte slijeva (ruka u igri dvoje ima devet karata)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The four suits, in the bidding box&apos;s order: name that suit as trump, or choose it for a Contrée bid</source>
        <translation>Četiri boje redom kao u polju za licitaciju: zovi tu boju za adut ili je odaberi za licitaciju u kontri</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Four aces, tens, kings or queens</source>
        <translation>Četiri asa, desetke, kralja ili dame</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four aces, tens, kings or Obers</source>
        <translation>Četiri asa, desetke, kralja ili obera</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Runs are counted in the plain order %1, whatever the trump.</source>
        <translation>Nizovi se broje redoslijedom %1, bez obzira na adut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your declarations are announced for you as the first trick is played.</source>
        <translation>Vaša zvanja najavljuju se umjesto vas tijekom prvog štiha.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the team with the single best declaration scores, and then it scores all of its own.</source>
        <translation>Boduje samo tim s najjačim zvanjem, i to sva svoja zvanja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any four beats any run; a longer run beats a shorter one, then the higher top card,</source>
        <translation>Četiri iste uvijek su jače od niza; duži niz je jači od kraćeg, zatim odlučuje viša najviša karta,</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>then a run in trump; a tie goes to the player nearer the first hand.</source>
        <translation>zatim niz u adutu; kod jednakosti pobjeđuje igrač bliži prvoj ruci.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fours of eights or sevens are worth nothing.</source>
        <translation>Četiri osmice ili sedmice ne vrijede ništa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+130"/>
        <source>The table</source>
        <translation>Stol</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Four players in two teams; partners sit opposite each other: North and South against East and West.</source>
        <translation>Četiri igrača u dva tima; partneri sjede jedan nasuprot drugome: Sjever i Jug protiv Istoka i Zapada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 32-card deck is used: 7, 8, 9, 10, Unter, Ober, king and ace in each suit.</source>
        <translation>Igra se špilom od 32 karte: 7, 8, 9, 10, unter, ober, kralj i as u svakoj boji.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The 32-card deck is used: 7, 8, 9, 10, jack, queen, king and ace in each suit.</source>
        <translation>Igra se špilom od 32 karte: 7, 8, 9, 10, dečko, dama, kralj i as u svakoj boji.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealing and play go round the table to the right: South, East, North, West.</source>
        <translation>Dijeli se i igra oko stola udesno: Jug, Istok, Sjever, Zapad.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player after the dealer is the first hand: first to speak, and first to lead.</source>
        <translation>Igrač nakon djelitelja je prva ruka: prvi zove i prvi izlazi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+154"/>
        <source>Card order and points</source>
        <translation>Redoslijed i vrijednost karata</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Trump cards rank and score differently from the other suits:</source>
        <translation>Aduti imaju drukčiji redoslijed i vrijednost od ostalih boja:</translation>
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
        <translation>Adut</translation>
    </message>
    <message>
        <location line="-151"/>
        <location line="+152"/>
        <source>Other suits</source>
        <translation>Ostale boje</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>The cards are worth 152 points in all; the last trick earns %n more,</source>
        <translation>Karte ukupno vrijede 152 boda; zadnji štih donosi još %n,</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>so every deal is worth %n.</source>
        <translation>pa svako dijeljenje vrijedi %n.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing a trick</source>
        <translation>Igranje štiha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player plays one card in turn. The highest trump wins the trick;</source>
        <translation>Svatko redom baca jednu kartu. Štih odnosi najjači adut;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with no trump in it, the highest card of the suit led wins. The winner leads next.</source>
        <translation>bez aduta odnosi najjača karta tražene boje. Pobjednik izlazi u sljedećem štihu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game only lets you play what the rules allow; the cards you may play are raised.</source>
        <translation>Igra dopušta samo poteze po pravilima; karte koje smijete baciti su podignute.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Follow the suit led whenever you can.</source>
        <translation>Pratite traženu boju kad god možete.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When trump is led, play a higher trump than the best one so far if you can.</source>
        <translation>Kad se izlazi adutom, bacite višeg aduta od dosad najjačeg ako možete.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you cannot follow, you must trump, unless your partner is winning the trick.</source>
        <translation>Ako ne možete pratiti boju, morate rezati adutom, osim ako štih drži vaš partner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+135"/>
        <source>If you cannot follow, you must trump, even when your partner is winning the trick.</source>
        <translation>Ako ne možete pratiti boju, morate rezati adutom, čak i kad štih drži vaš partner.</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>If an opponent has trumped, beat their trump if you can.</source>
        <translation>Ako je protivnik rezao adutom, nadjačajte ga ako možete.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you cannot beat it, you must still play a lower trump if you have one.</source>
        <translation>Ako ga ne možete nadjačati, ipak morate baciti nižeg aduta ako ga imate.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you cannot beat it, you may play a lower trump or any other card.</source>
        <translation>Ako ga ne možete nadjačati, smijete baciti nižeg aduta ili bilo koju drugu kartu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With neither the suit led nor a trump, play anything.</source>
        <translation>Bez tražene boje i bez aduta bacite bilo što.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+132"/>
        <source>What you must play</source>
        <translation>Što morate baciti</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Belote and rebelote</source>
        <translation>Bela i rebela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holding the king and Ober of trump is worth %n points to your team.</source>
        <translation>Kralj i ober u adutu u istoj ruci donose vašem timu %n bodova.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holding the king and queen of trump is worth %n points to your team.</source>
        <translation>Kralj i dama u adutu u istoj ruci donose vašem timu %n bodova.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game says “belote” as you play the first of them and “rebelote” with the second.</source>
        <translation>Igra kaže „bela“ kad bacite prvu od njih, a „rebela“ kod druge.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These points stay with your team even when your side loses the contract.</source>
        <translation>Ti bodovi ostaju vašem timu čak i ako padne.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Everyone gets five cards and the next card is turned face up in the middle.</source>
        <translation>Svatko dobiva pet karata, a sljedeća se karta okreće licem prema gore na sredini.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the first round each player in turn may take that card, making its suit trump, or pass.</source>
        <translation>U prvom krugu svatko redom može uzeti tu kartu, pa njezina boja postaje adut, ili reći dalje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If all four pass, a second round follows: each may name one of the other three suits, or pass.</source>
        <translation>Ako sva četvorica kažu dalje, slijedi drugi krug: svatko može zvati jednu od ostale tri boje ili reći dalje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At this table the dealer may not pass in the second round.</source>
        <translation>Za ovim stolom djelitelj u drugom krugu ne smije reći dalje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If everyone passes again, the next dealer deals afresh.</source>
        <translation>Ako opet svi kažu dalje, sljedeći djelitelj dijeli ispočetka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The taker adds the turned card and two more to the hand, everyone else three more: eight each.</source>
        <translation>Tko je uzeo, dodaje u ruku okrenutu kartu i još dvije, svi ostali još tri: svatko ima osam.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+49"/>
        <location line="+108"/>
        <source>Scoring</source>
        <translation>Bodovanje</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Each team counts its tricks, the last-trick bonus, its declarations and its belote.</source>
        <translation>Svaki tim broji svoje štihove, bonus za zadnji štih, zvanja i belu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If the takers counted more than the defenders, both teams score what they counted.</source>
        <translation>Ako izvođači imaju više od branitelja, oba tima upisuju što su izbrojili.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Otherwise the takers are down: the defenders score %n plus every declaration; the takers nothing but their belote.</source>
        <translation>Inače su izvođači pali: branitelji upisuju %n i sva zvanja, izvođači samo svoju belu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A tie is a litige: the defenders score theirs, and the takers&apos; points wait for whoever wins the next deal.</source>
        <translation>Izjednačenje je spor: branitelji upisuju svoje, a bodovi izvođača čekaju pobjednika sljedećeg dijeljenja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking all eight tricks (capot) is worth %n instead of %m.</source>
        <translation>Svih osam štihova (štiglja) vrijedi %n umjesto %m.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a trump suit, no trump or all trump</source>
        <translation>bojom aduta, bez aduta ili sve adut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a trump suit</source>
        <translation>bojom aduta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone gets all eight cards before anyone speaks.</source>
        <translation>Svatko dobiva svih osam karata prije nego što itko zove.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In turn, from the first hand, each player passes or bids: a number of points from 80 to 160,</source>
        <translation>Redom, od prve ruke, svatko kaže dalje ili zove: broj bodova od 80 do 160</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>or capot (all eight tricks), together with %s.</source>
        <translation>ili štiglju (svih osam štihova), zajedno s %s.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every bid must be higher than the last one, even over your partner.</source>
        <translation>Svako zvanje mora biti više od prethodnog, čak i partnerova.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against the other team&apos;s bid you may say contre, which doubles what the deal is worth;</source>
        <translation>Na zvanje drugog tima smijete reći kontra, što udvostručuje vrijednost dijeljenja;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bidding team may answer with surcontre (×%n).</source>
        <translation>tim koji je zvao smije odgovoriti rekontrom (×%n).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre only the bidding team speaks.</source>
        <translation>Nakon kontre zove samo tim koji je zvao.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bidding ends when the three others have passed and the highest bidder has had one more chance to raise.</source>
        <translation>Licitacija završava kad ostala trojica kažu dalje, a najviši licitant je imao još jednu priliku povisiti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bidding ends when three players in a row pass after a bid.</source>
        <translation>Licitacija završava kad nakon zvanja trojica zaredom kažu dalje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If nobody bids at all, the next dealer deals afresh.</source>
        <translation>Ako nitko ne zove, sljedeći djelitelj dijeli ispočetka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trump and all trump</source>
        <translation>Bez aduta i sve adut</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In all trump every suit follows the trump rules, and any king and Ober of one suit make a belote.</source>
        <translation>U igri sve adut svaka boja slijedi pravila aduta, a kralj i ober iste boje čine belu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In all trump every suit follows the trump rules, and any king and queen of one suit make a belote.</source>
        <translation>U igri sve adut svaka boja slijedi pravila aduta, a kralj i dama iste boje čine belu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no belote in no trump.</source>
        <translation>U igri bez aduta nema bele.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The takers make their contract when their points (tricks, last trick, belote, declarations) reach the bid and beat the defenders&apos; points.</source>
        <translation>Izvođači su prošli kad njihovi bodovi (štihovi, zadnji štih, bela, zvanja) dosegnu licitiranu vrijednost i nadmaše bodove branitelja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers make their contract when their points (tricks, last trick, belote, declarations) reach the bid.</source>
        <translation>Izvođači su prošli kad njihovi bodovi (štihovi, zadnji štih, bela, zvanja) dosegnu licitiranu vrijednost.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A capot bid is made only by taking all eight tricks.</source>
        <translation>Zvana štiglja prolazi samo sa svih osam štihova.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made: the takers score the bid plus their points; the defenders score their own points.</source>
        <translation>Prošli: izvođači upisuju licitiranu vrijednost i svoje bodove; branitelji svoje bodove.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down: the defenders score %n plus the bid and every declaration; the takers only their belote.</source>
        <translation>Pali: branitelji upisuju %n, licitiranu vrijednost i sva zvanja; izvođači samo svoju belu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre or surcontre, the side that wins the contract scores %n plus the bid times the multiplier, plus every declaration.</source>
        <translation>Nakon kontre ili rekontre strana koja dobije upisuje %n i umnoženu licitiranu vrijednost te sva zvanja.</translation>
    </message>
    <message>
        <location line="-336"/>
        <source>Four players in two teams, partners opposite each other, with all 32 cards.</source>
        <translation>Četiri igrača u dva tima, partneri jedan nasuprot drugome, sa svih 32 karte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each on their own, at South, East and West; the 7s and 8s are left out, so 24 cards.</source>
        <translation>Tri igrača, svatko za sebe, na Jugu, Istoku i Zapadu; bez sedmica i osmica, dakle 24 karte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two players face to face, South against North, with 24 cards (no 7s or 8s).</source>
        <translation>Dva igrača licem u lice, Jug protiv Sjevera, s 24 karte (bez sedmica i osmica).</translation>
    </message>
    <message>
        <location line="+337"/>
        <source>Play goes round from South to East, North and West, skipping any empty seat.</source>
        <translation>Igra ide od Juga prema Istoku, Sjeveru i Zapadu, preskačući prazna mjesta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer changes every deal; the player who plays just before the dealer cuts the pack first.</source>
        <translation>Djelitelj se mijenja svako dijeljenje; igrač koji igra odmah prije djelitelja prvi diže špil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Six cards each</source>
        <translation>Po šest karata</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Five cards each</source>
        <translation>Po pet karata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>are dealt and the next card is turned face up.</source>
        <translation>dobiva svatko, a sljedeća se karta okreće licem prema gore.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turned Unter is a Bizon: its suit is trump at once and the first hand takes it, without any bidding.</source>
        <translation>Okrenuti unter je bizon: njegova boja odmah je adut i uzima ga prva ruka, bez licitacije.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A turned jack is a Bizon: its suit is trump at once and the first hand takes it, without any bidding.</source>
        <translation>Okrenuti dečko je bizon: njegova boja odmah je adut i uzima ga prva ruka, bez licitacije.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Otherwise, from the first hand, each player takes the turned suit or passes;</source>
        <translation>Inače, od prve ruke, svatko uzima okrenutu boju ili kaže dalje;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>if everyone passes, each in turn names another suit or passes, and the dealer may not pass.</source>
        <translation>ako svi kažu dalje, svatko redom zove drugu boju ili kaže dalje, a djelitelj ne smije reći dalje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone then gets three more cards; the taker gets the turned card and two more.</source>
        <translation>Zatim svatko dobiva još tri karte; tko je uzeo, dobiva okrenutu kartu i još dvije.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When trump was named in the second round, the turned card goes to the dealer.</source>
        <translation>Ako je adut zvan u drugom krugu, okrenuta karta ide djelitelju.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone then gets three more cards, nine in all; the taker of the first round gets the turned card and two more.</source>
        <translation>Zatim svatko dobiva još tri karte, ukupno devet; tko je uzeo u prvom krugu, dobiva okrenutu kartu i još dvije.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a second-round trump the turned card is put aside; some cards stay undealt.</source>
        <translation>Nakon aduta iz drugog kruga okrenuta se karta odlaže; nekoliko karata ostaje nepodijeljeno.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After a first-round take, whoever holds the 7 of trump may swap it for the turned card;</source>
        <translation>Nakon uzimanja u prvom krugu, tko ima adutsku sedmicu smije je zamijeniti za okrenutu kartu;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the taker then gets the 7 instead.</source>
        <translation>tko je uzeo, tada umjesto nje dobiva sedmicu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player whose eight cards are worth fewer than 14 points may cancel the deal before play.</source>
        <translation>Igrač čijih osam karata vrijedi manje od 14 bodova smije poništiti dijeljenje prije igre.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If you cannot follow, you must trump.</source>
        <translation>Ako ne možete pratiti boju, morate rezati adutom.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The taker leads the first trick; the winner of each trick leads the next.</source>
        <translation>Tko je uzeo, izlazi u prvom štihu; pobjednik svakog štiha izlazi u sljedećem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody but the taker may lead trump until the taker has led it, unless they hold nothing else.</source>
        <translation>Adutom smije izaći samo onaj tko je uzeo, dok sam ne izađe adutom, osim ako netko nema ništa drugo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow the suit led whenever you can; on a trump lead, beat the best trump if you can.</source>
        <translation>Pratite boju kad god možete; kad se izlazi adutom, nadjačajte najjačeg aduta ako možete.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When trumping, beat the best trump played if you can, or else play a lower one.</source>
        <translation>Kad režete adutom, nadjačajte najjačeg bačenog aduta ako možete, inače bacite nižeg.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With neither the suit led nor a trump, play anything. The cards you may play are raised.</source>
        <translation>Bez tražene boje i bez aduta bacite bilo što. Karte koje smijete baciti su podignute.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bella: king and queen of trump</source>
        <translation>Bela: kralj i dama u adutu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bella: king and Ober of trump</source>
        <translation>Bela: kralj i ober u adutu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierce: three in a row in one suit</source>
        <translation>Terca: tri zaredom u jednoj boji</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four queens, kings, tens or aces</source>
        <translation>Četiri dame, kralja, desetke ili asa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four Obers, kings, tens or aces</source>
        <translation>Četiri obera, kralja, desetke ili asa</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A combination counts only if you declare it yourself, on one of your turns in the first two tricks:</source>
        <translation>Zvanje vrijedi samo ako ga sami zovete, u jednom od svojih poteza u prva dva štiha:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>press its button above your hand before you play your card. Declaring shows the cards.</source>
        <translation>pritisnite njegov gumb iznad ruke prije nego što bacite kartu. Zvanje pokazuje karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bella may be declared until you play the king or Ober of trump.</source>
        <translation>Belu smijete zvati dok ne bacite kralja ili obera u adutu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bella may be declared until you play the king or queen of trump.</source>
        <translation>Belu smijete zvati dok ne bacite kralja ili damu u adutu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the second trick the side with the best combination scores all of its own; Bella always counts.</source>
        <translation>Nakon drugog štiha strana s najjačim zvanjem upisuje sva svoja zvanja; bela uvijek vrijedi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fours beat runs (Unters, then nines, aces, tens, kings, Obers); a longer run beats a shorter one, then the higher top card, then a run in trump.</source>
        <translation>Četiri iste jače su od nizova (unteri, zatim devetke, asovi, desetke, kraljevi, oberi); duži niz jači je od kraćeg, zatim viša najviša karta, zatim niz u adutu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fours beat runs (jacks, then nines, aces, tens, kings, queens); a longer run beats a shorter one, then the higher top card, then a run in trump.</source>
        <translation>Četiri iste jače su od nizova (dečki, zatim devetke, asovi, desetke, kraljevi, dame); duži niz jači je od kraćeg, zatim viša najviša karta, zatim niz u adutu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two equal runs of different sides, neither in trump, cancel each other.</source>
        <translation>Dva jednaka niza različitih strana, nijedan u adutu, poništavaju se.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four 8s cancel every combination except Bella; four 7s cancel the deal;</source>
        <translation>Četiri osmice poništavaju sva zvanja osim bele; četiri sedmice poništavaju dijeljenje;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all eight trumps in one hand (Belot) win the game at once.</source>
        <translation>svih osam aduta u jednoj ruci (Belot) odmah dobiva partiju.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At this table each player&apos;s combinations of 100 or more count at most twice a game.</source>
        <translation>Za ovim stolom zvanja od 100 ili više vrijede svakom igraču najviše dvaput u partiji.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each side counts its tricks, the last trick (10), its combinations and Bella; the duel keeps these exact points.</source>
        <translation>Svaka strana broji štihove, zadnji štih (10), zvanja i belu; u dvoboju ostaju točni bodovi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A taker who counts fewer points than the opponent loses everything to the opponent: a BT.</source>
        <translation>Tko je uzeo, a ima manje bodova od protivnika, gubi sve u korist protivnika: BT.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player without a trick loses 100 points and counts no combinations; every third BT costs 100 more.</source>
        <translation>Igrač bez štiha gubi 100 bodova i ne broji zvanja; svaki treći BT stoji još 100.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each side counts its tricks, the last trick (10), its combinations and Bella.</source>
        <translation>Svaka strana broji štihove, zadnji štih (10), zvanja i belu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points become balls: ten points a ball, 5 and under rounded down, 6 and over up; a deal without combinations is 16 balls.</source>
        <translation>Bodovi postaju kuglice: deset bodova je kuglica, do 5 zaokružuje se naniže, od 6 naviše; dijeljenje bez zvanja je 16 kuglica.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A taker who counts fewer points than an opponent scores nothing and the best opponent takes all the points: a BT.</source>
        <translation>Tko je uzeo, a ima manje bodova od nekog protivnika, ne upisuje ništa, a najbolji protivnik uzima sve bodove: BT.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side without a trick loses 10 balls and counts no combinations; every third BT costs 10 balls more.</source>
        <translation>Strana bez štiha gubi 10 kuglica i ne broji zvanja; svaki treći BT stoji još 10 kuglica.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Target</source>
        <translation>Cilj</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The options at this table</source>
        <translation>Opcije za ovim stolom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change them in Settings; they take effect from the next game.</source>
        <translation>Promijenite ih u Postavkama; vrijede od sljedeće igre.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The team that takes the trump must score more than the other team.</source>
        <translation>Tim koji zove aduta mora imati više bodova od drugog tima.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The teams bid for the right to choose trump; the highest bidders must then make their bid.</source>
        <translation>Timovi se nadmeću za pravo izbora aduta; najviši licitanti zatim moraju ispuniti ono što su licitirali.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+20"/>
        <source>The match is a single deal.</source>
        <translation>Partija je jedno dijeljenje.</translation>
    </message>
    <message numerus="yes">
        <location line="-18"/>
        <source>The first team to reach %n points after a deal wins; a tie plays another deal.</source>
        <translation>
            <numerusform>Pobjeđuje tim koji nakon dijeljenja prvi dosegne %n bod; kod izjednačenja igra se još jedno dijeljenje.</numerusform>
            <numerusform>Pobjeđuje tim koji nakon dijeljenja prvi dosegne %n boda; kod izjednačenja igra se još jedno dijeljenje.</numerusform>
            <numerusform>Pobjeđuje tim koji nakon dijeljenja prvi dosegne %n bodova; kod izjednačenja igra se još jedno dijeljenje.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The taker must count at least as many points as each opponent; scores are kept in balls.</source>
        <translation>Tko je uzeo, mora imati barem onoliko bodova koliko svaki protivnik; broji se u kuglicama.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The taker must count at least as many points as the opponent; a duel keeps exact points.</source>
        <translation>Tko je uzeo, mora imati barem onoliko bodova koliko protivnik; dvoboj broji točne bodove.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The first player over %n points wins; if both pass it in the same deal, the limit rises by 500.</source>
        <translation>
            <numerusform>Pobjeđuje tko prvi prijeđe %n bod; ako ga oba prijeđu u istom dijeljenju, granica raste za 500.</numerusform>
            <numerusform>Pobjeđuje tko prvi prijeđe %n boda; ako ih oba prijeđu u istom dijeljenju, granica raste za 500.</numerusform>
            <numerusform>Pobjeđuje tko prvi prijeđe %n bodova; ako ih oba prijeđu u istom dijeljenju, granica raste za 500.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The first side over %n balls wins; if several pass it in the same deal, the limit rises by 50.</source>
        <translation>
            <numerusform>Pobjeđuje strana koja prva prijeđe %n kuglicu; ako je više strana prijeđe u istom dijeljenju, granica raste za 50.</numerusform>
            <numerusform>Pobjeđuje strana koja prva prijeđe %n kuglice; ako ih više strana prijeđe u istom dijeljenju, granica raste za 50.</numerusform>
            <numerusform>Pobjeđuje strana koja prva prijeđe %n kuglica; ako ih više strana prijeđe u istom dijeljenju, granica raste za 50.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keyboard shortcuts</source>
        <translation>Prečaci na tipkovnici</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing your hand</source>
        <translation>Igranje ruke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bidding box</source>
        <translation>Polje za licitaciju</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="-46"/>
        <source>%1 &amp; %2</source>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Passed out</source>
        <translation>Svi dalje</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Down (BT)</source>
        <translation>Pali (BT)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Made</source>
        <translation>Prošli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>Pali</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Litige</source>
        <translation>Spor</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="-81"/>
        <source>Cards %1</source>
        <translation>Karte %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total %1</source>
        <translation>Ukupno %1</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-123"/>
        <location filename="../ui/score_model.py" line="+2"/>
        <location filename="../ui/score_sheet.py" line="+33"/>
        <source>Combinations</source>
        <translation>Zvanja</translation>
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
        <translation>Djelitelj</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+1"/>
        <location filename="../ui/table_labels.py" line="-54"/>
        <location line="+50"/>
        <location line="+5"/>
        <source>Taker</source>
        <translation>Zvao</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards NS</source>
        <translation>Karte SJ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards EW</source>
        <translation>Karte IZ</translation>
    </message>
    <message>
        <location filename="../ui/accessibility.py" line="+57"/>
        <location line="+2"/>
        <source>Seven</source>
        <translation>Sedmica</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Eight</source>
        <translation>Osmica</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Nine</source>
        <translation>Devetka</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Ten</source>
        <translation>Desetka</translation>
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
        <translation>Kralj</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Daus</source>
        <translation>As</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jack</source>
        <translation>Dečko</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>card, face down</source>
        <translation>karta, licem prema dolje</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1, not playable</source>
        <translation>%1, ne smije se baciti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, playable</source>
        <translation>%1, može se baciti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, hint</source>
        <translation>%1, savjet</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your hand, %n cards</source>
        <translation>
            <numerusform>Vaša ruka, %n karta</numerusform>
            <numerusform>Vaša ruka, %n karte</numerusform>
            <numerusform>Vaša ruka, %n karata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Hand of %1, %n cards</source>
        <translation>
            <numerusform>Ruka igrača %1, %n karta</numerusform>
            <numerusform>Ruka igrača %1, %n karte</numerusform>
            <numerusform>Ruka igrača %1, %n karata</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>dealer</source>
        <translation>djelitelj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>na redu</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1, played by %2</source>
        <translation>%1, igrač: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Trick, %n cards</source>
        <translation>
            <numerusform>Štih, %n karta</numerusform>
            <numerusform>Štih, %n karte</numerusform>
            <numerusform>Štih, %n karata</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trick, no card yet</source>
        <translation>Štih, još bez karte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turned card: %1</source>
        <translation>Okrenuta karta: %1</translation>
    </message>
    <message>
        <location line="+108"/>
        <location line="+70"/>
        <source>Card table</source>
        <translation>Kartaški stol</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>You play %1</source>
        <translation>Vi: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You win the trick</source>
        <translation>Štih nosi: Vi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the trick</source>
        <translation>Štih nosi: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/review_dialog.py" line="+574"/>
        <location filename="../ui/score_model.py" line="+2"/>
        <location filename="../ui/score_sheet.py" line="+12"/>
        <location filename="../ui/tutorial.py" line="+18"/>
        <source>Belote</source>
        <translation>Bela</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/review_dialog.py" line="+0"/>
        <source>Rebelote</source>
        <translation>Rebela</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You deal</source>
        <translation>Djelitelj: Vi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 deals</source>
        <translation>Djelitelj: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody takes</source>
        <translation>Nitko ne uzima</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take, trump: %1</source>
        <translation>Uzima: Vi, adut: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes, trump: %2</source>
        <translation>Uzima: %1, adut: %2</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+1"/>
        <source>Result</source>
        <translation>Ishod</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal NS</source>
        <translation>Dijeljenje SJ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal EW</source>
        <translation>Dijeljenje IZ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total NS</source>
        <translation>Ukupno SJ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total EW</source>
        <translation>Ukupno IZ</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Deal number</source>
        <translation>Broj dijeljenja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trump, and in Contrée the contract with any contre</source>
        <translation>Adut, a u kontri zvanje s eventualnom kontrom</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+17"/>
        <location line="+1"/>
        <source>Card points of %1, last trick included</source>
        <translation>Bodovi karata: %1, sa zadnjim štihom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declaration points, for the team with the best declaration</source>
        <translation>Bodovi zvanja, za tim s najjačim zvanjem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Belote: king and queen of trump in one hand</source>
        <translation>Bela: kralj i dama u adutu u istoj ruci</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>What this deal added for %1</source>
        <translation>Što je ovo dijeljenje donijelo: %1</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+20"/>
        <location line="+1"/>
        <source>Running total of %1</source>
        <translation>Trenutni zbroj: %1</translation>
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
        <translation>Poništeno (četiri sedmice)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancelled (under 14)</source>
        <translation>Poništeno (ispod 14)</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="-24"/>
        <source>balls</source>
        <translation>kuglice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What this deal added for %1, in %2</source>
        <translation>Što je ovo dijeljenje donijelo: %1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Combination points, for the side with the best combination declared</source>
        <translation>Bodovi zvanja, za stranu s najjačim zvanim zvanjem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bella: king and queen of trump, declared</source>
        <translation>Bela: kralj i dama u adutu, zvani</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bella: king and Ober of trump, declared</source>
        <translation>Bela: kralj i ober u adutu, zvani</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Belote: king and Ober of trump in one hand</source>
        <translation>Bela: kralj i ober u adutu u istoj ruci</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You showed four 7s, which cancel the deal; the next dealer dealt again.</source>
        <translation>Imali ste četiri sedmice, koje poništavaju dijeljenje; sljedeći djelitelj je ponovno podijelio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 showed four 7s, which cancel the deal; the next dealer dealt again.</source>
        <translation>%1: četiri sedmice poništavaju dijeljenje; sljedeći djelitelj je ponovno podijelio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cancelled the deal; the next dealer dealt again.</source>
        <translation>Poništili ste dijeljenje; sljedeći djelitelj je ponovno podijelio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cancelled the deal; the next dealer dealt again.</source>
        <translation>%1: dijeljenje poništeno; sljedeći djelitelj je ponovno podijelio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody chose a trump; the next dealer dealt again.</source>
        <translation>Nitko nije zvao aduta; sljedeći djelitelj je ponovno podijelio.</translation>
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
        <translation>%1: %2 (bez štiha ili treći BT)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n points held back until the next deal is won.</source>
        <translation>
            <numerusform>%n bod čeka dok se ne dobije sljedeće dijeljenje.</numerusform>
            <numerusform>%n boda čekaju dok se ne dobije sljedeće dijeljenje.</numerusform>
            <numerusform>%n bodova čeka dok se ne dobije sljedeće dijeljenje.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your team collected %n points held back from a litige.</source>
        <translation>
            <numerusform>Vaš tim: preuzet %n zadržani bod iz spora.</numerusform>
            <numerusform>Vaš tim: preuzeta %n zadržana boda iz spora.</numerusform>
            <numerusform>Vaš tim: preuzeto %n zadržanih bodova iz spora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 collected %n points held back from a litige.</source>
        <translation>
            <numerusform>%1: preuzet %n zadržani bod iz spora.</numerusform>
            <numerusform>%1: preuzeta %n zadržana boda iz spora.</numerusform>
            <numerusform>%1: preuzeto %n zadržanih bodova iz spora.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="+37"/>
        <source>Deal %1: you showed four 7s, which cancel the deal.</source>
        <translation>Dijeljenje %1: imali ste četiri sedmice, koje poništavaju dijeljenje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: you cancelled it.</source>
        <translation>Dijeljenje %1: poništili ste ga.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1: %2 showed four 7s, which cancel the deal.</source>
        <translation>Dijeljenje %1: četiri sedmice (%2) poništavaju dijeljenje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: %2 cancelled it.</source>
        <translation>Dijeljenje %1: poništeno (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1: Belot! All eight trumps win the game.</source>
        <translation>Dijeljenje %1: Belot! Svih osam aduta dobiva partiju.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: everyone passed.</source>
        <translation>Dijeljenje %1: svi su rekli dalje.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal %1: you took %3 and made it.</source>
        <translation>Dijeljenje %1: zovete %3 i prolazite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3 and won every trick!</source>
        <translation>Dijeljenje %1: zovete %3 i nosite sve štihove!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3 and went down.</source>
        <translation>Dijeljenje %1: zovete %3 i padate.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3: a tie (litige).</source>
        <translation>Dijeljenje %1: zovete %3: izjednačeno (spor).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1: %2 took %3 and made it.</source>
        <translation>Dijeljenje %1: %2 zove %3 i prolazi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3 and won every trick!</source>
        <translation>Dijeljenje %1: %2 zove %3 i nosi sve štihove!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3 and went down.</source>
        <translation>Dijeljenje %1: %2 zove %3 i pada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3: a tie (litige).</source>
        <translation>Dijeljenje %1: %2 zove %3: izjednačeno (spor).</translation>
    </message>
    <message>
        <location filename="../ui/score_sheet.py" line="-113"/>
        <source>Score sheet</source>
        <translation>Lista bodova</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+2"/>
        <location filename="../ui/table_labels.py" line="-34"/>
        <source>one deal</source>
        <translation>jedno dijeljenje</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2    %3: %4    (playing to %5)</source>
        <translation>%1: %2    %3: %4    (igra se do: %5)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1    (playing to %2)</source>
        <translation>%1    (igra se do: %2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Points this deal</source>
        <translation>Bodovi u ovom dijeljenju</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Balls this deal</source>
        <translation>Kuglice u ovom dijeljenju</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>Card points</source>
        <translation>Bodovi karata</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+11"/>
        <source>Counted</source>
        <translation>Izbrojeno</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Penalties</source>
        <translation>Kazne</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scored this deal</source>
        <translation>Upisano u ovom dijeljenju</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>Match total</source>
        <translation>Ukupno u partiji</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="+40"/>
        <source>all eight tricks</source>
        <translation>svih osam štihova</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 needed %2 and counted %3.</source>
        <translation>%1: trebalo %2, izbrojeno %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needed more than %2&apos;s %3 and counted %4.</source>
        <translation>%1: trebalo više od %3 (%2), izbrojeno %4.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="-490"/>
        <source>Error</source>
        <translation>Greška</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad luck</source>
        <translation>Loša sreća</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good</source>
        <translation>Dobro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only card</source>
        <translation>Jedina karta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not solved</source>
        <translation>Nije riješeno</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The only card that could be played.</source>
        <translation>Jedina karta koja se mogla baciti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double dummy (all hands known) it cost %1.</source>
        <translation>S otvorenim kartama (sve ruke poznate) stajala je %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An error: in %1 of %2 deals consistent with what you could see, %3 does better; %4 lost on average.</source>
        <translation>Greška: u %1 od %2 raspodjela koje odgovaraju onome što ste mogli vidjeti, %3 je bolja; prosječni gubitak u bodovima: %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bad luck: the right card for what you could see; the hidden cards lay against it.</source>
        <translation>Loša sreća: prava karta prema onome što ste mogli vidjeti; skrivene karte bile su raspoređene protiv nje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The search ran out of time on this position.</source>
        <translation>Pretraživanju je u ovoj poziciji ponestalo vremena.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A good card.</source>
        <translation>Dobra karta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Expert would have played %1.</source>
        <translation>Ekspertni bot bacio bi %1.</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>The analysis stopped unexpectedly.</source>
        <translation>Analiza se neočekivano zaustavila.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The deal&apos;s four hands and the trick</source>
        <translation>Četiri ruke dijeljenja i štih</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>Deal review</source>
        <translation>Pregled dijeljenja</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Deal</source>
        <translation>Dijeljenje</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/score_model.py" line="-151"/>
        <location filename="../ui/score_sheet.py" line="+32"/>
        <source>Deal %1</source>
        <translation>Dijeljenje %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Trick</source>
        <translation>Štih</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Igrač</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost</source>
        <translation>Cijena</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark</source>
        <translation>Ocjena</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expert&apos;s card</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cards played and their marks</source>
        <translation>Bačene karte i njihove ocjene</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Analysing… %v of %m</source>
        <translation>Analiza… %v od %m</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>« Start</source>
        <translation>« Početak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Back</source>
        <translation>◀ Natrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>Naprijed ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End »</source>
        <translation>Kraj »</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jump to a trick</source>
        <translation>Skok na štih</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Trick:</source>
        <translation>Štih:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play this deal again</source>
        <translation>Odigraj ponovno ovo dijeljenje</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This game has no finished deal with card play to review.</source>
        <translation>Još nema završenog dijeljenja s odigranim kartama za pregled.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Auction: %1</source>
        <translation>Licitacija: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Declarations: %1</source>
        <translation>Zvanja: %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Trick %1: %2 played %3</source>
        <translation>Štih %1, %2: %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>As dealt</source>
        <translation>Kako je podijeljeno</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The analysis failed: %1</source>
        <translation>Analiza nije uspjela: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Errors: %1 (%2 deal points lost on average); bad luck: %3.</source>
        <translation>Greške: %1 (prosječni gubitak u bodovima: %2); loša sreća: %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The same players, from the start</source>
        <translation>Isti igrači, od početka</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From %1&apos;s seat</source>
        <translation>Na mjestu igrača %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With the Expert in your seat</source>
        <translation>S ekspertnim botom na vašem mjestu</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The same cards, played again: %1. The first time (deal %2): %3.</source>
        <translation>Iste karte, ponovno odigrane: %1. Prvi put (dijeljenje %2): %3.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Review the deal…</source>
        <translation>Pregledaj dijeljenje…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Review deal…</source>
        <translation>Pregledaj dijeljenje…</translation>
    </message>
    <message>
        <location filename="../ui/review_hooks.py" line="+46"/>
        <source>Review a deal…</source>
        <translation>Pregled dijeljenja…</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Abandon the game in progress and play deal %1 again?</source>
        <translation>Napustiti započetu igru i ponovno odigrati dijeljenje %1?</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Review a deal of a saved game</source>
        <translation>Pregled dijeljenja iz spremljene igre</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This file cannot be reviewed: %1</source>
        <translation>Ovu datoteku nije moguće pregledati: %1</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="-32"/>
        <source>Your team counted %2, fewer than an opponent: %3, and the points go to the best opponent.</source>
        <translation>Vaš tim: izbrojeno %2, manje od protivnika: %3, bodove dobiva najbolji protivnik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You counted %2, fewer than an opponent: %3, and the points go to the best opponent.</source>
        <translation>Izbrojili ste %2, manje od protivnika: %3, bodove dobiva najbolji protivnik.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your team counted %2, no fewer than any opponent.</source>
        <translation>Vaš tim: izbrojeno %2, barem koliko i svaki protivnik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You counted %2, no fewer than any opponent.</source>
        <translation>Izbrojili ste %2, barem koliko i svaki protivnik.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 counted %2, no fewer than any opponent.</source>
        <translation>%1: izbrojeno %2, barem koliko i svaki protivnik.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your team needed %2 and counted %3.</source>
        <translation>Vaš tim: trebalo %2, izbrojeno %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your team needed more than %2&apos;s %3 and counted %4.</source>
        <translation>Vaš tim: trebalo više od %3 (%2), izbrojeno %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needed more than your team&apos;s %3 and counted %4.</source>
        <translation>%1: trebalo više od %3 vašeg tima, izbrojeno %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/score_sheet.py" line="+22"/>
        <source>A tie: %n points of the takers wait for the winner of the next deal.</source>
        <translation>
            <numerusform>Izjednačeno: %n bod izvođača čeka pobjednika sljedećeg dijeljenja.</numerusform>
            <numerusform>Izjednačeno: %n boda izvođača čekaju pobjednika sljedećeg dijeljenja.</numerusform>
            <numerusform>Izjednačeno: %n bodova izvođača čeka pobjednika sljedećeg dijeljenja.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your team also collects %n points held back from the tie.</source>
        <translation>
            <numerusform>Vaš tim: još %n zadržani bod iz izjednačenja.</numerusform>
            <numerusform>Vaš tim: još %n zadržana boda iz izjednačenja.</numerusform>
            <numerusform>Vaš tim: još %n zadržanih bodova iz izjednačenja.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 also collect %n points held back from the tie.</source>
        <translation>
            <numerusform>%1: još %n zadržani bod iz izjednačenja.</numerusform>
            <numerusform>%1: još %n zadržana boda iz izjednačenja.</numerusform>
            <numerusform>%1: još %n zadržanih bodova iz izjednačenja.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You showed four 7s: the deal is cancelled and the next dealer deals again.</source>
        <translation>Imali ste četiri sedmice: dijeljenje je poništeno i sljedeći djelitelj ponovno dijeli.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deal was cancelled: the next dealer deals again.</source>
        <translation>Dijeljenje je poništeno: sljedeći djelitelj dijeli ponovno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody chose a trump: the next dealer deals again.</source>
        <translation>Nitko nije zvao aduta: sljedeći djelitelj dijeli ponovno.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next deal</source>
        <translation>Sljedeće dijeljenje</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Match over</source>
        <translation>Kraj partije</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your team wins!</source>
        <translation>Pobjeđuje vaš tim!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You win!</source>
        <translation>Pobijedili ste!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 win!</source>
        <translation>Pobjeda: %1!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins!</source>
        <translation>Pobjeda: %1!</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 to %2, by %n balls after %3.</source>
        <translation>
            <numerusform>%1 : %2, razlika %n kuglica nakon %3.</numerusform>
            <numerusform>%1 : %2, razlika %n kuglice nakon %3.</numerusform>
            <numerusform>%1 : %2, razlika %n kuglica nakon %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 to %2, by %n points after %3.</source>
        <translation>
            <numerusform>%1 : %2, razlika %n bod nakon %3.</numerusform>
            <numerusform>%1 : %2, razlika %n boda nakon %3.</numerusform>
            <numerusform>%1 : %2, razlika %n bodova nakon %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-4"/>
        <source>%n deals</source>
        <translation>
            <numerusform>%n dijeljenja</numerusform>
            <numerusform>%n dijeljenja</numerusform>
            <numerusform>%n dijeljenja</numerusform>
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
        <translation>%1: %2 bodova, manje od protivnika: %3, bodove dobiva najbolji protivnik.</translation>
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
        <translation>%1: četiri sedmice, dijeljenje je poništeno i sljedeći djelitelj ponovno dijeli.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Belot: all eight trumps in one hand win the game.</source>
        <translation>Belot: svih osam aduta u jednoj ruci dobiva partiju.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+8"/>
        <source>Contracts taken</source>
        <translation>Zvane igre</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <source>Contracts made</source>
        <translation>Prošle igre</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Capots</source>
        <translation>Štiglje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declaration points</source>
        <translation>Bodovi zvanja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote points</source>
        <translation>Bodovi bele</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Combination points</source>
        <translation>Bodovi zvanja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bella points</source>
        <translation>Bodovi bele</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Final score</source>
        <translation>Konačni rezultat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New game</source>
        <translation>Nova igra</translation>
    </message>
    <message>
        <location filename="../ui/settings.py" line="-26"/>
        <source>Slow</source>
        <translation>Sporo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normalno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Brzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Odmah</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>You</source>
        <translation>Vi</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="-164"/>
        <source>Easy</source>
        <translation>Laka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Srednja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Teška</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Ekspertna</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-445"/>
        <source>A card is turned up after five are dealt: take it as trump, or name another suit.</source>
        <translation>Nakon pet karata jedna se okreće: uzmite je za aduta ili zovite drugu boju.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All eight cards first, then bid how many points your team will make, in a trump.</source>
        <translation>Najprije svih osam karata, zatim zovite koliko će bodova vaš tim napraviti, u adutu.</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="+38"/>
        <source>Settings</source>
        <translation>Postavke</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Igrači</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards and table</source>
        <translation>Karte i stol</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comfort</source>
        <translation>Udobnost</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rules apply from the next game; cards, table and speed at once.</source>
        <translation>Pravila vrijede od sljedeće igre; karte, stol i brzina odmah.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Variant</source>
        <translation>Varijanta</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not playable yet: the rules engine does not support it.</source>
        <translation>Još se ne može igrati: pravila još nisu podržana.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: coming later, the rules engine cannot play it yet.</source>
        <translation>%1: stiže kasnije, pravila još nisu podržana.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Preset</source>
        <translation>Predložak</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Play to</source>
        <translation>Igra se do</translation>
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
        <translation>Koliko dugo ekspertni bot smije razmišljati o svakoj karti ili licitaciji</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinking time</source>
        <translation>Vrijeme za razmišljanje</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>The system&apos;s language</source>
        <translation>Jezik sustava</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>from the next start</source>
        <translation>od sljedećeg pokretanja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language</source>
        <translation>Jezik</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keep statistics of every deal</source>
        <translation>Vodi statistiku svakog dijeljenja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card sounds</source>
        <translation>Zvukovi karata</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Volume</source>
        <translation>Glasnoća</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound</source>
        <translation>Zvuk</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Play my only legal card by itself</source>
        <translation>Automatski baci moju jedinu dopuštenu kartu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim the remaining tricks when they are all mine</source>
        <translation>Uzmi preostale štihove kad su svi moji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card with a double-click or a drag, not one click</source>
        <translation>Bacaj kartu dvoklikom ili povlačenjem, ne jednim klikom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show on each card of the trick who played it</source>
        <translation>Na svakoj karti štiha pokaži tko ju je bacio</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Easier to see</source>
        <translation>Bolja vidljivost</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>High-contrast table</source>
        <translation>Stol visokog kontrasta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French deck in four colours (diamonds blue, clubs green)</source>
        <translation>Francuske karte u četiri boje (karo plavi, tref zeleni)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French deck with large corner indices</source>
        <translation>Francuske karte s velikim oznakama u kutovima</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>A person</source>
        <translation>Osoba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer</source>
        <translation>Računalo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name</source>
        <translation>Ime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Igra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot level</source>
        <translation>Razina bota</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="+37"/>
        <source>Partners sit opposite each other: South and North play against East and West.</source>
        <translation>Partneri sjede jedan nasuprot drugome: Jug i Sjever igraju protiv Istoka i Zapada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each for themselves, sit at South, East and West.</source>
        <translation>Tri igrača, svatko za sebe, sjede na Jugu, Istoku i Zapadu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two players face each other: South against North.</source>
        <translation>Dva igrača sjede licem u lice: Jug protiv Sjevera.</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="+55"/>
        <source>When two or more seats are people, the game hides the cards between turns so you can pass the computer around.</source>
        <translation>Kad igraju dvije ili više osoba, igra između poteza skriva karte da biste mogli dodavati računalo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At this table %1 stays empty.</source>
        <translation>Za ovim stolom mjesto %1 ostaje prazno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No person plays: the computer plays every seat and you watch.</source>
        <translation>Nitko ne igra: računalo igra sva mjesta, a vi gledate.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No person plays: the computer plays all four seats and you watch.</source>
        <translation>Nitko ne igra: računalo igra sva četiri mjesta, a vi gledate.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+4"/>
        <source>One person against the computer.</source>
        <translation>Jedna osoba protiv računala.</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-44"/>
        <source>Five cards and a turned card, as in Classic; the taker leads, combinations are declared in the first two tricks and scores are kept in balls. Four, three or two players.</source>
        <translation>Pet karata i okrenuta karta kao u klasičnoj; izlazi onaj tko je zvao, zvanja se zovu u prva dva štiha, a broji se u kuglicama. Četiri, tri ili dva igrača.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/settings_dialog.py" line="+2"/>
        <source>%n people share this computer (hotseat).</source>
        <translation>
            <numerusform>%n osoba dijeli ovo računalo.</numerusform>
            <numerusform>%n osobe dijele ovo računalo.</numerusform>
            <numerusform>%n osoba dijeli ovo računalo.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Other…</source>
        <translation>Druga…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+76"/>
        <source>Table colour</source>
        <translation>Boja stola</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Animations</source>
        <translation>Animacije</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="+480"/>
        <location filename="../ui/settings_dialog.py" line="-343"/>
        <location line="+423"/>
        <source>Table</source>
        <translation>Stol</translation>
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
        <translation>Zamijeni 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Cancel the deal</source>
        <translation>Poništi dijeljenje</translation>
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
        <translation>Terca</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Fifty</source>
        <translation>Pedeset</translation>
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
        <translation>Četiri untera</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/table_labels.py" line="+2"/>
        <source>Four aces</source>
        <translation>Četiri asa</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four tens</source>
        <translation>Četiri desetke</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four kings</source>
        <translation>Četiri kralja</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four queens</source>
        <translation>Četiri dame</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>Four Obers</source>
        <translation>Četiri obera</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/score_model.py" line="+6"/>
        <location filename="../ui/score_sheet.py" line="-170"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Bella</source>
        <translation>Bela</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four eights</source>
        <translation>Četiri osmice</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four sevens</source>
        <translation>Četiri sedmice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belot (all eight trumps)</source>
        <translation>Belot (svih osam aduta)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to the %2</source>
        <translation>%1 do %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Declare:</source>
        <translation>Zovi:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Declare it now: it shows the cards, and you then play a card.</source>
        <translation>Zovite sada: karte se pokazuju, a zatim bacate kartu.</translation>
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
        <translation>Rezultat u bodovima</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score in balls</source>
        <translation>Rezultat u kuglicama</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Playing to</source>
        <translation>Igra se do</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Auction</source>
        <translation>Licitacija</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+26"/>
        <source>Contract</source>
        <translation>Igra</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Turned card</source>
        <translation>Okrenuta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Highest bid</source>
        <translation>Najviše</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To speak</source>
        <translation>Na redu</translation>
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
        <translation>Štihovi</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="+228"/>
        <source>Pass the computer to %1, then click</source>
        <translation>Dodajte računalo: %1, zatim kliknite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every hand stays hidden until then.</source>
        <translation>Dotad su sve karte skrivene.</translation>
    </message>
    <message>
        <location filename="../ui/scene_labels.py" line="-2"/>
        <source>D</source>
        <translation>Dj</translation>
    </message>
    <message>
        <location filename="../ui/table_labels.py" line="-56"/>
        <source>Score</source>
        <translation>Rezultat</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/scene_labels.py" line="+19"/>
        <source>%n tricks won by %1</source>
        <translation>
            <numerusform>%n štih: %1</numerusform>
            <numerusform>%n štiha: %1</numerusform>
            <numerusform>%n štihova: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Last trick, won by %1</source>
        <translation>Zadnji štih, odnio/la %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/scene_steps.py" line="+131"/>
        <source>Cut after %n cards</source>
        <translation>
            <numerusform>Dignuto nakon %n karte</numerusform>
            <numerusform>Dignuto nakon %n karte</numerusform>
            <numerusform>Dignuto nakon %n karata</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bizon! The jack makes trump</source>
        <translation>Bizon! Dečko određuje aduta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bizon! The Unter makes trump</source>
        <translation>Bizon! Unter određuje aduta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swapped the 7 for the turned card</source>
        <translation>Sedmica zamijenjena za okrenutu kartu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal cancelled</source>
        <translation>Dijeljenje poništeno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rebelote!</source>
        <translation>Rebela!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Belote!</source>
        <translation>Bela!</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="+65"/>
        <source>The deck in use, {deck}, is not ours: its licence is {licence}.</source>
        <translation>Špil koji se koristi, {deck}, nije naš: njegova je licencija {licence}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deck in use, {deck}, is not ours, and its file does not state a licence.</source>
        <translation>Špil koji se koristi, {deck}, nije naš, a njegova datoteka ne navodi licenciju.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck in use, {deck}, is not ours and states no licence: it is under the licence of the package that installed it ({path}).</source>
        <translation>Špil koji se koristi, {deck}, nije naš i ne navodi licenciju: vrijedi za njega licencija paketa koji ga je instalirao ({path}).</translation>
    </message>
    <message>
        <location filename="../metainfo_texts.py" line="+25"/>
        <source>Offline Belote, Contrée and Romanian Belot card game</source>
        <translation>Kartaška igra bela, kontra i rumunjski belot bez mreže</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/about.py" line="+9"/>
        <source>An offline desktop Belote: Classic Belote, Contrée and Romanian Belot, with SVG card decks, bots and local hotseat play.</source>
        <translation>Bela za računalo bez mreže: klasična bela, kontra i rumunjski belot, sa špilovima u SVG-u, botovima i igrom više osoba za jednim računalom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on your own computer with no account and no network: against computer opponents, or with friends sharing one screen.</source>
        <translation>Igrajte na svojem računalu bez računa i bez mreže: protiv računalnih protivnika ili s prijateljima za jednim zaslonom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic Belote, Contrée (Coinche) and Romanian Belot, each with the rule options of its tradition</source>
        <translation>Klasična bela, kontra (Contrée, Coinche) i rumunjski belot, svaka s mogućnostima pravila svoje tradicije</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote and rebelote, declarations, capot and litige counted for you</source>
        <translation>Bela i rebela, zvanja, štiglja i spor broje se umjesto vas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card decks in French, German and traditional French patterns, and any installed KDE or GNOME card deck</source>
        <translation>Karte s francuskim, njemačkim i tradicionalnim francuskim slikama te svaki instalirani špil KDE ili GNOME</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games that can be replayed and checked move by move</source>
        <translation>Spremljene igre koje se mogu ponovno odigrati i provjeriti potez po potez</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card Game</source>
        <translation>Kartaška igra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Belote, Contrée and Romanian Belot against the computer or with friends</source>
        <translation>Igrajte belu (klasičnu i Contrée) i rumunjski belot protiv računala ili s prijateljima</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="+3"/>
        <source>Code licence: {licence}. This program comes with ABSOLUTELY NO WARRANTY.</source>
        <translation>Licencija koda: {licence}. Ovaj program dolazi BEZ IKAKVOG JAMSTVA.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version: {version}</source>
        <translation>Inačica: {version}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Our built-in card decks:</source>
        <translation>Naši ugrađeni špilovi:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{deck}: {licence}</source>
        <translation>{deck}: {licence}</translation>
    </message>
    <message>
        <location filename="../ui/refusals.py" line="+33"/>
        <source>You may not lead a trump before the taker has led one. Playable: %1.</source>
        <translation>Aduta ne smijete igrati prvi dok ga nije odigrao igrač koji je uzeo. Moguće karte: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You must follow suit: %1. Playable: %2.</source>
        <translation>Morate poštivati boju: %1. Moguće karte: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must play a higher card in %1. Playable: %2.</source>
        <translation>Morate igrati višu kartu (boja: %1). Moguće karte: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must trump with %1. Playable: %2.</source>
        <translation>Morate rezati adutom (%1). Moguće karte: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must overtrump with %1. Playable: %2.</source>
        <translation>Morate igrati višeg aduta (%1). Moguće karte: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must undertrump with %1. Playable: %2.</source>
        <translation>Morate igrati nižeg aduta (%1). Moguće karte: %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 was the suit turned in round 1: name another suit or pass.</source>
        <translation>%1 je boja okrenute karte u 1. krugu: zovite drugu boju ili recite dalje.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You must bid higher than %1.</source>
        <translation>Morate zvati više od %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You do not hold that card.</source>
        <translation>Nemate tu kartu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card: the auction is over.</source>
        <translation>Igrajte kartu: zvanje je završeno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The auction is not over yet.</source>
        <translation>Zvanje još nije završeno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The auction is over.</source>
        <translation>Zvanje je završeno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In round 1 you may only take the turned card or pass.</source>
        <translation>U 1. krugu možete samo uzeti okrenutu kartu ili reći dalje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turned card can only be taken in round 1: name a suit or pass.</source>
        <translation>Okrenutu kartu možete uzeti samo u 1. krugu: zovite boju ili recite dalje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer must choose a trump in round 2.</source>
        <translation>Djelitelj mora u 2. krugu zvati aduta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre only surcontre or pass remains.</source>
        <translation>Nakon kontre ostaju samo rekontra ili dalje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre answers a contre of the other team.</source>
        <translation>Rekontra je odgovor na kontru protivničke ekipe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The contract is already surcontred.</source>
        <translation>Igra je već rekontrirana.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contre is said against the other team&apos;s bid.</source>
        <translation>Kontra se kaže protiv zvanja protivničke ekipe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no bid to contre.</source>
        <translation>Nema zvanja na koje bi se reklo kontra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No trump and all trump bids are not played at this table.</source>
        <translation>Igre bez aduta i sve adut ne igraju se za ovim stolom.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the holder of the 7 of trump may swap it, right after a take in round 1.</source>
        <translation>Adutsku sedmicu može zamijeniti samo igrač koji je drži, odmah nakon uzimanja u 1. krugu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only a player whose cards are worth fewer than 14 points may cancel the deal.</source>
        <translation>Dijeljenje može poništiti samo igrač čije karte vrijede manje od 14 bodova.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the 7 or pass.</source>
        <translation>Zamijenite 7 ili recite dalje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the deal or pass.</source>
        <translation>Poništite dijeljenje ili recite dalje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards that complete the hands are not known: pass only.</source>
        <translation>Karte koje dopunjuju ruke nisu poznate: možete samo reći dalje.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>That card cannot be played now.</source>
        <translation>Ta se karta sada ne može igrati.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not allowed now.</source>
        <translation>To sada nije dopušteno.</translation>
    </message>
    <message>
        <location filename="../ui/game_files.py" line="+139"/>
        <source>Cancel</source>
        <translation>Odustani</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait</source>
        <translation>Pričekajte</translation>
    </message>
    <message>
        <location filename="../ui/guide.py" line="+184"/>
        <source>Players&apos; guide</source>
        <translation>Vodič za igrače</translation>
    </message>
    <message>
        <location filename="../ui/licences.py" line="+132"/>
        <source>Licences</source>
        <translation>Licencije</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bundled: {name}</source>
        <translation>Priloženo: {name}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No licence texts were found: this copy of the game was installed without them.</source>
        <translation>Tekstovi licencija nisu pronađeni: ova kopija igre instalirana je bez njih.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Licences…</source>
        <translation>Licencije…</translation>
    </message>
    <message>
        <location filename="../ui/presets.py" line="+38"/>
        <source>Belote Desktop&apos;s defaults</source>
        <translation>Zadano u Belote Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French federation</source>
        <translation>Francuski savez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online rooms</source>
        <translation>Mrežne igraonice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rules</source>
        <translation>Kućna pravila</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your own choice of options.</source>
        <translation>Vaš vlastiti izbor mogućnosti.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Played to 701, a surcontre multiplies by 4; of the options only the partner exemption is on.</source>
        <translation>Igra se do 701, rekontra množi s 4; od mogućnosti uključena je samo iznimka za partnera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the French federation&apos;s texts: a surcontre multiplies by 3.</source>
        <translation>Kao u tekstovima francuskog saveza: rekontra množi s 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the Slovenian and Czech rooms: played to 701, the highest bidder may raise after three passes.</source>
        <translation>Kao u slovenskim i češkim igraonicama: igra se do 701, najviši licitant smije povisiti nakon tri puta dalje.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Played to 1000; of the options only the partner exemption is on.</source>
        <translation>Igra se do 1000; od mogućnosti uključena je samo iznimka za partnera.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the French federation&apos;s classic rules: unable to overtrump, you must still play a lower trump.</source>
        <translation>Kao u klasičnim pravilima francuskog saveza: tko ne može nadjačati adutom, ipak mora baciti niži adut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the Slovenian and Czech rooms: played to 501.</source>
        <translation>Kao u slovenskim i češkim igraonicama: igra se do 501.</translation>
    </message>
    <message>
        <location filename="../ui/hint_text.py" line="+28"/>
        <source>the only card the rules leave you</source>
        <translation>jedina karta koju vam pravila ostavljaju</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws the last trumps</source>
        <translation>izvlači posljednje adute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws the opponents&apos; trumps</source>
        <translation>izvlači protivnicima adute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leads a master card: nothing left can beat it</source>
        <translation>izlazi kartom koju više ništa ne može nadjačati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gives points to partner&apos;s master</source>
        <translation>daje bodove u partnerov siguran štih</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partner&apos;s trick is safe: keep your good cards</source>
        <translation>partnerov štih je siguran: sačuvajte dobre karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overtrumps the opponent</source>
        <translation>nadjačava protivnikov adut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trumps the trick</source>
        <translation>reže štih adutom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the trick as the last to play</source>
        <translation>nosi štih kao posljednji na redu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the trick with a master card</source>
        <translation>nosi štih kartom koju više ništa ne može nadjačati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps the 10 guarded while the ace is out</source>
        <translation>čuva desetku pokrivenom dok je as još vani</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throws away a card worth nothing</source>
        <translation>baca kartu bez vrijednosti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the trick is lost: give it as few points as you can</source>
        <translation>štih je izgubljen: dajte mu što manje bodova</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hint: %1.</source>
        <translation>Savjet: %1.</translation>
    </message>
    <message>
        <location filename="../ui/stats_dialog.py" line="+57"/>
        <source>People</source>
        <translation>Ljudi</translation>
    </message>
    <message>
        <location filename="../ui/tutorial.py" line="-43"/>
        <source>Welcome to Belote</source>
        <translation>Dobro došli u belu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You sit South. North, across the table, is your partner; East and West play against you. The dealer has turned up the %1: who takes it makes its suit the trumps, the strongest suit. Take it with the Take button.</source>
        <translation>Sjedite na Jugu. Sjever, nasuprot vama, vaš je partner; Istok i Zapad igraju protiv vas. Djelitelj je okrenuo %1: tko je uzme, njezinu boju čini adutom, najjačom bojom. Uzmite je gumbom Uzimam.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Leading a trick</source>
        <translation>Izlazak u štih</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts are trumps and you play first. Everyone must follow the suit led; the highest card of that suit wins the trick, unless someone trumps. Lead the %1.</source>
        <translation>Herc je adut i vi izlazite. Svi moraju poštivati traženu boju; štih nosi najjača karta te boje, osim ako netko reže adutom. Izađite s %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your partner&apos;s trick</source>
        <translation>Partnerov štih</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North leads the ace of clubs: your partner holds the trick. You have no club, and when your partner is winning you need not trump: keep your trumps and throw the %1.</source>
        <translation>Sjever izlazi tref asom: štih drži vaš partner. Trefa nemate, a kad štih drži partner, ne morate rezati: sačuvajte adute i bacite %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Follow suit</source>
        <translation>Poštivanje boje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North leads a diamond. You hold one, so you must play it: try another card and the game tells you the rule. Play the %1.</source>
        <translation>Sjever izlazi karom. Imate jedan, pa ga morate baciti: pokušajte s drugom kartom i igra će vam reći pravilo. Bacite %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>West leads a club and you have none. When an opponent holds the trick and you cannot follow suit, you must play a trump. The smallest does: play the %1.</source>
        <translation>Zapad izlazi trefom, a vi ga nemate. Kad štih drži protivnik, a ne možete poštivati boju, morate rezati adutom. Dovoljan je najmanji: bacite %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Overtrump</source>
        <translation>Nadjačavanje aduta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West has trumped with the 10. When an opponent&apos;s trump holds the trick you must play a higher trump if you can. Trumps rank J, 9, A, 10, K, Q, 8, 7: play the %1.</source>
        <translation>Zapad je rezao desetkom. Kad štih drži protivnikov adut, morate baciti jačeg aduta ako možete. Redoslijed aduta: J, 9, A, 10, K, Q, 8, 7. Bacite %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your trick, so you lead again. In the other suits the ace is the strongest card, then the 10: play the %1.</source>
        <translation>Štih je vaš, pa opet izlazite. U ostalim bojama as je najjača karta, a zatim desetka: bacite %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You hold the king and queen of trumps: the belote, worth 20 points. Play the %1: the game says &quot;Belote&quot; for you. North must go higher in trumps and takes the trick.</source>
        <translation>Imate kralja i damu u adutu: belu, vrijednu 20 bodova. Bacite %1: igra umjesto vas kaže „bela“. Sjever mora baciti jačeg aduta i nosi štih.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rebelote and the last trick</source>
        <translation>Rebela i zadnji štih</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 completes the belote: &quot;Rebelote&quot;. The last trick is worth 10 more points.</source>
        <translation>%1 dopunjuje belu: „rebela“. Zadnji štih vrijedi još 10 bodova.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Leave the tutorial</source>
        <translation>Napusti uvod u igru</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Step %1 of %2</source>
        <translation>Korak %1 od %2</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>That card may be played, but this step waits for the %1.</source>
        <translation>Ta se karta smije baciti, ali ovaj korak čeka %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This step waits for Take.</source>
        <translation>Ovaj korak čeka Uzimam.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Each side counts the cards it won: trumps J 20, 9 14, A 11, 10 10, K 4, Q 3; other suits A 11, 10 10, K 4, Q 3, J 2; 10 for the last trick, 20 for the belote. You took, so your side needed more than East and West: %1 to %2. Next deal plays on against the computer.</source>
        <translation>Svaki tim broji karte koje je osvojio: u adutu J 20, 9 14, A 11, 10 10, K 4, Q 3; u ostalim bojama A 11, 10 10, K 4, Q 3, J 2; 10 za zadnji štih, 20 za belu. Vi ste uzeli, pa je vaš tim trebao više od Istoka i Zapada: %1 prema %2. Sljedeće dijeljenje nastavlja se protiv računala.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The score</source>
        <translation>Rezultat</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <location filename="../ui/deck_words.py" line="+14"/>
        <source>French</source>
        <translation>Francuski</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German</source>
        <translation>Njemački</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traditional French</source>
        <translation>Tradicionalni francuski</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote Desktop contributors</source>
        <translation>Suradnici Belote Desktop</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../ui/controller.py" line="+191"/>
        <source>You claim the remaining tricks: %1</source>
        <translation>Preostale štihove uzima: Vi (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 claims the remaining tricks: %2</source>
        <translation>Preostale štihove uzima: %1 (%2)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>there is no game to save</source>
        <translation>nema igre za spremanje</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>This match is over.</source>
        <translation>Ova je partija završena.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Wait for your turn.</source>
        <translation>Pričekajte da dođete na red.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Nothing to undo.</source>
        <translation>Nema se što vratiti.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A hint is given on your turn.</source>
        <translation>Savjet dobivate kad ste na redu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Asking the {level} bot for a hint…</source>
        <translation>Bot ({level}) traži savjet…</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The match is over.</source>
        <translation>Partija je završena.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal over.</source>
        <translation>Dijeljenje je završeno.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{name}: your call.</source>
        <translation>{name}: vi zovete.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your call.</source>
        <translation>Vi zovete.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: your card.</source>
        <translation>{name}: vaša karta.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn: play a card.</source>
        <translation>Vi ste na redu: bacite kartu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: declare your combinations, then play a card.</source>
        <translation>{name}: zovite svoja zvanja, zatim bacite kartu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare your combinations, then play a card.</source>
        <translation>Zovite svoja zvanja, zatim bacite kartu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} is thinking…</source>
        <translation>{name} razmišlja…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint shown.</source>
        <translation>Savjet je prikazan.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{name}&apos;s bot failed ({error}); it plays a random legal move.</source>
        <translation>Bot igrača {name} nije uspio ({error}); igra nasumičan dopušten potez.</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>The game is not kept for resuming ({error}): its last %n actions would be lost if the game closed now. Game &gt; Save keeps it elsewhere.</source>
        <translation>
            <numerusform>Igra nije sačuvana za nastavak ({error}): ako se sada zatvori, izgubio bi se njezin zadnji %n potez. Igra &gt; Spremi čuva je drugdje.</numerusform>
            <numerusform>Igra nije sačuvana za nastavak ({error}): ako se sada zatvori, izgubila bi se njezina zadnja %n poteza. Igra &gt; Spremi čuva je drugdje.</numerusform>
            <numerusform>Igra nije sačuvana za nastavak ({error}): ako se sada zatvori, izgubilo bi se njezinih zadnjih %n poteza. Igra &gt; Spremi čuva je drugdje.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The finished game could not be removed ({error}): the next start offers it again.</source>
        <translation>Završenu igru nije moguće ukloniti ({error}): sljedeće pokretanje ponovno je nudi.</translation>
    </message>
</context>
<context>
    <name>GameFileTypes</name>
    <message>
        <location filename="../ui/file_types.py" line="+22"/>
        <source>Belote game</source>
        <translation>Partija belota</translation>
    </message>
</context>
<context>
    <name>GermanDeck</name>
    <message>
        <location filename="../ui/help_text.py" line="-653"/>
        <source>L</source>
        <comment>German deck: the sign of leaves (Grün)</comment>
        <translation>L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H</source>
        <comment>German deck: the sign of hearts (Herz)</comment>
        <translation>S</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <comment>German deck: the sign of bells (Schellen)</comment>
        <translation>B</translation>
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
        <translation>List</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <comment>German deck: the suit of Herz</comment>
        <translation>Srce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bells</source>
        <comment>German deck: the suit of Schellen</comment>
        <translation>Bundeve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Acorns</source>
        <comment>German deck: the suit of Eichel</comment>
        <translation>Žir</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="+160"/>
        <source>&amp;New game</source>
        <translation>&amp;Nova igra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Otvori…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>&amp;Spremi…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>Pos&amp;tavke…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Vrati</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <translation>Sav&amp;jet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Zadnji štih</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;core sheet</source>
        <translation>&amp;Lista bodova</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stat&amp;istics…</source>
        <translation>Statisti&amp;ka…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Izlaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Pravila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Shortcuts</source>
        <translation>P&amp;rečaci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players&apos; &amp;guide</source>
        <translation>&amp;Vodič za igrače</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;utorial…</source>
        <translation>&amp;Uvod u igru…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About {title}</source>
        <translation>&amp;O programu {title}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game</source>
        <translation>&amp;Igra</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>&amp;Pomoć</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Pass the computer to {name}, then click the table.</source>
        <translation>Dodajte računalo: {name}, zatim kliknite stol.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Deck {deck} cannot be used ({error}); the French deck is shown.</source>
        <translation>Špil {deck} nije moguće koristiti ({error}); prikazan je francuski.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The easier-to-read deck could not be drawn ({error}); the French deck is shown.</source>
        <translation>Čitljivije karte nije moguće iscrtati ({error}); prikazan je francuski špil.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Settings saved: new rules and players apply from the next game.</source>
        <translation>Postavke spremljene: nova pravila i igrači vrijede od sljedeće igre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The settings could not be saved ({file}): they apply until the game closes.</source>
        <translation>Postavke nije moguće spremiti ({file}): vrijede dok se igra ne zatvori.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New rules and players apply from the next game.</source>
        <translation>Nova pravila i igrači vrijede od sljedeće igre.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Resume the game in progress?</source>
        <translation>Nastaviti započetu igru?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No starts a new game; the game in progress is then lost.</source>
        <translation>Ne počinje novu igru; započeta igra se tada gubi.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Its last %n actions could not be kept when it was played: it resumes from before them.</source>
        <translation>
            <numerusform>Njezin zadnji %n potez nije se mogao sačuvati tijekom igre: nastavlja se od prije njega.</numerusform>
            <numerusform>Njezina zadnja %n poteza nisu se mogla sačuvati tijekom igre: nastavlja se od prije njih.</numerusform>
            <numerusform>Njezinih zadnjih %n poteza nije se moglo sačuvati tijekom igre: nastavlja se od prije njih.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Reading the game in progress…</source>
        <translation>Čitanje započete igre…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> It was kept as {path}.</source>
        <translation> Sačuvana je kao {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress could not be read: {error}.{where} A new game starts.</source>
        <translation>Započetu igru nije moguće pročitati: {error}.{where} Počinje nova igra.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Abandon the game in progress and start the tutorial?</source>
        <translation>Napustiti započetu igru i pokrenuti uvod u igru?</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>New to Belote?</source>
        <translation>Prvi put igrate belu?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tutorial plays one deal with you, one rule at a time. Start it now? It is also in the Help menu.</source>
        <translation>Uvod u igru s vama igra jedno dijeljenje, pravilo po pravilo. Pokrenuti ga sada? Nalazi se i u izborniku Pomoć.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Abandon the game in progress and deal a new one?</source>
        <translation>Napustiti započetu igru i podijeliti novu?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Abandon the game in progress and open another one?</source>
        <translation>Napustiti započetu igru i otvoriti drugu?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Open a game</source>
        <translation>Otvori igru</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Belote games (*.json);;All files (*)</source>
        <translation>Igre bele (*.json);;Sve datoteke (*)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>This file cannot be opened as a game: {error}</source>
        <translation>Ova se datoteka ne može otvoriti kao igra: {error}</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Save the game</source>
        <translation>Spremi igru</translation>
    </message>
    <message>
        <location line="-374"/>
        <source>Bidding</source>
        <translation>Licitacija</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Zvanja</translation>
    </message>
    <message>
        <location line="+398"/>
        <source>Opening {file}…</source>
        <translation>Otvaranje {file}…</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+8"/>
        <source>The game could not be saved: {error}</source>
        <translation>Igru nije moguće spremiti: {error}</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Saving {file}…</source>
        <translation>Spremanje {file}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved to {path}.</source>
        <translation>Spremljeno u {path}.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Your last move was taken back.</source>
        <translation>Vaš zadnji potez je vraćen.</translation>
    </message>
    <message>
        <location line="-490"/>
        <source>Match result</source>
        <translation>Rezultat partije</translation>
    </message>
    <message>
        <location line="+548"/>
        <source>The players&apos; guide could not be opened.</source>
        <translation>Vodič za igrače nije moguće otvoriti.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About {title}</source>
        <translation>O programu {title}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The statistics are not kept ({error}).</source>
        <translation>Statistika se ne vodi ({error}).</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>Leave the game in progress? It could not be kept: its last %n actions are lost (Game &gt; Save keeps it elsewhere).</source>
        <translation>
            <numerusform>Napustiti započetu igru? Nije se mogla sačuvati: njezin zadnji %n potez je izgubljen (Igra &gt; Spremi čuva je drugdje).</numerusform>
            <numerusform>Napustiti započetu igru? Nije se mogla sačuvati: njezina zadnja %n poteza su izgubljena (Igra &gt; Spremi čuva je drugdje).</numerusform>
            <numerusform>Napustiti započetu igru? Nije se mogla sačuvati: njezinih zadnjih %n poteza je izgubljeno (Igra &gt; Spremi čuva je drugdje).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave the game in progress? It is kept, and offered when you start again.</source>
        <translation>Napustiti započetu igru? Ostaje sačuvana i bit će ponuđena pri sljedećem pokretanju.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="qt_texts.py" line="+56"/>
        <source>Folder</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>Datoteka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive</source>
        <translation>Pogon</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location line="-26"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Traži u:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File &amp;name:</source>
        <translation>&amp;Naziv datoteke:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;Vrsta datoteka:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Otvori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Spremi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Natrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Naprijed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent Directory</source>
        <translation>Nadređena mapa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create New Folder</source>
        <translation>Stvori novu mapu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List View</source>
        <translation>Popis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail View</source>
        <translation>Pojedinosti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Files (*)</source>
        <translation>Sve datoteke (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Izbriši</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename</source>
        <translation>P&amp;reimenuj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;hidden files</source>
        <translation>Prikaži &amp;skrivene datoteke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Folder</source>
        <translation>&amp;Nova mapa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 već postoji.
Želite li je zamijeniti?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Naziv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Veličina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date Modified</source>
        <translation>Datum izmjene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Računalo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type</source>
        <translation>Vrsta</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-39"/>
        <source>OK</source>
        <translation>U redu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Odustani</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore Defaults</source>
        <translation>Vrati zadano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Da</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Ne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Spremi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Otvori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Odbaci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>Primijeni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Poništi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Pomoć</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/settings_dialog.py" line="-587"/>
        <source>Green baize</source>
        <translation>Zelena čoha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Plava</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <translation>Bordo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walnut</source>
        <translation>Orah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slate</source>
        <translation>Škriljevac</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../ui/help_text.py" line="+290"/>
        <source> or </source>
        <translation> ili </translation>
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
        <translation>Statistika je isključena: nijedno se dijeljenje ne bilježi (Postavke &gt; Karte i stol).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player</source>
        <translation>Igrač</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+21"/>
        <location line="+16"/>
        <source>Matches won</source>
        <translation>Dobivene partije</translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+20"/>
        <source>Deals won</source>
        <translation>Dobivena dijeljenja</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Contracts made / taken</source>
        <translation>Prošle / zvane igre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches won in a row</source>
        <translation>Dobivene partije zaredom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals won in a row</source>
        <translation>Dobivena dijeljenja zaredom</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Variant</source>
        <translation>Varijanta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>Protivnici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken</source>
        <translation>Zvano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Made</source>
        <translation>Prošlo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By variant and opponents</source>
        <translation>Po varijanti i protivnicima</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Average score per deal</source>
        <translation>Prosječni rezultat po dijeljenju</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Average score</source>
        <translation>Prosječni rezultat</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No deal recorded yet.</source>
        <translation>Još nema zabilježenog dijeljenja.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score per deal, by match</source>
        <translation>Rezultat po dijeljenju, po partijama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Errors per deal, by match</source>
        <translation>Greške po dijeljenju, po partijama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No deal reviewed yet: the deal review counts the errors.</source>
        <translation>Još nema pregledanog dijeljenja: greške broji pregled dijeljenja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match finished yet.</source>
        <translation>Još nema završene partije.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export as CSV…</source>
        <translation>Izvezi kao CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset…</source>
        <translation>Poništi…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The statistics cannot be read: {error}. The file is left as it is; move it away to start new statistics.</source>
        <translation>Statistiku nije moguće pročitati: {error}. Datoteka ostaje kakva jest; premjestite je drugamo da biste počeli novu statistiku.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone</source>
        <translation>Svi</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>by variant, below</source>
        <translation>po varijantama, ispod</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>now {current}, best {best}</source>
        <translation>sada {current}, najbolje {best}</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n matches; the last: {value}</source>
        <translation>
            <numerusform>%n partija; zadnja: {value}</numerusform>
            <numerusform>%n partije; zadnja: {value}</numerusform>
            <numerusform>%n partija; zadnja: {value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n matches reviewed; the last: {value}</source>
        <translation>
            <numerusform>%n pregledana partija; zadnja: {value}</numerusform>
            <numerusform>%n pregledane partije; zadnja: {value}</numerusform>
            <numerusform>%n pregledanih partija; zadnja: {value}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Export the statistics</source>
        <translation>Izvoz statistike</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV datoteke (*.csv);;Sve datoteke (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The statistics could not be exported: {error}</source>
        <translation>Statistiku nije moguće izvesti: {error}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Forget every recorded deal? This cannot be undone.</source>
        <translation>Zaboraviti sva zabilježena dijeljenja? To se ne može poništiti.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The statistics could not be reset: {error}</source>
        <translation>Statistiku nije moguće poništiti: {error}</translation>
    </message>
</context>
</TS>
