<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sl_SI" sourcelanguage="en">
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
        <translation>%1, delilec</translation>
    </message>
    <message>
        <location line="+125"/>
        <location line="+290"/>
        <source>Bid</source>
        <translation>Napovej</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Bidding is over</source>
        <translation>Licitacija je končana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap the 7 of trump?</source>
        <translation>Zamenjam adutovo sedmico?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewer than 14 points?</source>
        <translation>Manj kot 14 točk?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round 2: name a trump</source>
        <translation>2. krog: izberite aduta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round 1: take or pass</source>
        <translation>1. krog: vzemite ali pasirajte</translation>
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
        <translation>Čakamo na: %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your call.</source>
        <translation>Vi ste na vrsti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You hold the 7 of trump: you may give it for the turned card.</source>
        <translation>Imate adutovo sedmico: lahko jo zamenjate za odkrito karto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your cards are worth fewer than 14 points: you may cancel the deal.</source>
        <translation>Vaše karte so vredne manj kot 14 točk: igro lahko prekličete.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the turned card to make its suit trump, or pass.</source>
        <translation>Vzemite odkrito karto, da njena barva postane adut, ali pasirajte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name another suit as trump: the dealer may not pass in this round.</source>
        <translation>Izberite drugo barvo za aduta: delilec v tem krogu ne sme pasirati.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name another suit as trump, or pass.</source>
        <translation>Izberite drugo barvo za aduta ali pasirajte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your team&apos;s bid was contred: surcontre or pass.</source>
        <translation>Vaša napoved je dobila kontro: rekontra ali pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a value and a trump, then Bid.</source>
        <translation>Izberite vrednost in aduta, nato Napovej.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Take %1</source>
        <translation>Vzamem %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Bid %1</source>
        <translation>Napovej %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The turned card</source>
        <translation>Odkrita karta</translation>
    </message>
    <message>
        <location filename="../ui/deck_chooser.py" line="+51"/>
        <source>by %1</source>
        <translation>avtor %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>licence %1</source>
        <translation>licenca %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>author and licence not stated</source>
        <translation>avtor in licenca nista navedena</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Card deck</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Preview</source>
        <translation>Predogled</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Looking for installed card decks…</source>
        <translation>Iščem nameščene karte…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Drawing the preview…</source>
        <translation>Rišem predogled…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not look for card decks: %1</source>
        <translation>Kart ni bilo mogoče poiskati: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>built-in</source>
        <translation>vgrajene</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n decks available.</source>
        <translation>
            <numerusform>Na voljo je %n komplet kart.</numerusform>
            <numerusform>Na voljo sta %n kompleta kart.</numerusform>
            <numerusform>Na voljo so %n kompleti kart.</numerusform>
            <numerusform>Na voljo je %n kompletov kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n installed decks cannot be drawn correctly and are not offered.</source>
        <translation>
            <numerusform>%n nameščenega kompleta ni mogoče pravilno narisati, zato ni ponujen.</numerusform>
            <numerusform>%n nameščenih kompletov ni mogoče pravilno narisati, zato nista ponujena.</numerusform>
            <numerusform>%n nameščenih kompletov ni mogoče pravilno narisati, zato niso ponujeni.</numerusform>
            <numerusform>%n nameščenih kompletov ni mogoče pravilno narisati, zato niso ponujeni.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chosen deck is no longer installed; pick another.</source>
        <translation>Izbrane karte niso več nameščene; izberite druge.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deck cannot be shown: %1</source>
        <translation>Teh kart ni mogoče prikazati: %1</translation>
    </message>
    <message>
        <location filename="../ui/help_dialog.py" line="+53"/>
        <source>Rules and keys</source>
        <translation>Pravila in tipke</translation>
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
        <translation>(kot se igra za to mizo)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(with its usual options)</source>
        <translation>(z običajnimi možnostmi)</translation>
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
        <translation>F</translation>
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
        <translation>Srce</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clubs</source>
        <translation>Križ</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+499"/>
        <location filename="../ui/table_labels.py" line="+67"/>
        <source>No trump</source>
        <translation>Brez aduta</translation>
    </message>
    <message>
        <location line="-497"/>
        <location line="+498"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>All trump</source>
        <translation>Vse adut</translation>
    </message>
    <message>
        <location line="-491"/>
        <source>NT</source>
        <translation>BA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AT</source>
        <translation>VA</translation>
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
        <translation>Vzhod</translation>
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
        <translation>Zahod</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>North–South</source>
        <translation>Sever–Jug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>East–West</source>
        <translation>Vzhod–Zahod</translation>
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
        <translation>Pas</translation>
    </message>
    <message>
        <location line="-272"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Take</source>
        <translation>Vzamem</translation>
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
        <translation>Napovedi</translation>
    </message>
    <message>
        <location line="-300"/>
        <source>Sequences and four of a kind held at the start score extra for the team with the best one.</source>
        <translation>Nizi in četvorčki v začetni roki prinesejo dodatne točke ekipi z najboljšo napovedjo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Partner exemption</source>
        <translation>Izjema za partnerja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your partner is winning the trick you need not trump: any card will do.</source>
        <translation>Ko vzetek drži vaš partner, vam ni treba rezati z adutom: vržete lahko katerokoli karto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Must undertrump</source>
        <translation>Obvezen nižji adut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unable to beat a trump already played? You must still play a lower trump if you have one.</source>
        <translation>Ne morete preseči že odigranega aduta? Vseeno morate vreči nižjega aduta, če ga imate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealer must choose</source>
        <translation>Delilec mora izbrati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the second round of bidding the dealer may not pass and must name a trump.</source>
        <translation>V drugem krogu delilec ne sme pasirati in mora izbrati aduta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No trump and all trump bids</source>
        <translation>Napovedi brez aduta in vse adut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids may also name no trump (no suit is trump) or all trump (every suit is trump).</source>
        <translation>Napoved je lahko tudi brez aduta (nobena barva ni adut) ali vse adut (vsaka barva je adut).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Takers must beat the defence</source>
        <translation>Napovedovalci morajo premagati obrambo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reaching the bid is not enough: the takers must also score more than the defenders.</source>
        <translation>Doseči licitirano vrednost ni dovolj: ekipa z adutom mora zbrati tudi več točk kot nasprotniki.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Surcontre multiplies by</source>
        <translation>Rekontra pomnoži s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A contre doubles the contract; a surcontre multiplies it by this much.</source>
        <translation>Kontra podvoji vrednost igre; rekontra jo pomnoži s tem številom.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last bidder may raise</source>
        <translation>Zadnji napovedovalec lahko zviša</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the other three pass, the highest bidder gets one more turn to raise or stand.</source>
        <translation>Ko ostali trije pasirajo, lahko najvišji napovedovalec še enkrat zviša ali ostane pri svojem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel under 14 points</source>
        <translation>Preklic pod 14 točk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four players: a player whose cards are worth fewer than 14 points may cancel the deal.</source>
        <translation>Štirje igralci: igralec, čigar karte so vredne manj kot 14 točk, lahko prekliče igro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random pairs</source>
        <translation>Naključni pari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four players: partners are drawn at random at the start of the game.</source>
        <translation>Štirje igralci: partnerji se na začetku partije izžrebajo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduced combinations</source>
        <translation>Omejene napovedi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One against one: combinations of 100 or more count at most twice a game.</source>
        <translation>Eden proti enemu: napovedi za 100 ali več štejejo največ dvakrat na partijo.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Classic Belote</source>
        <translation>Klasični belot</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contrée</source>
        <translation>Contrée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Romanian Belot</source>
        <translation>Romunski belot</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A single deal</source>
        <translation>Ena sama igra</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location filename="../ui/score_sheet.py" line="-42"/>
        <source>%n balls</source>
        <translation>
            <numerusform>%n kroglica</numerusform>
            <numerusform>%n kroglici</numerusform>
            <numerusform>%n kroglice</numerusform>
            <numerusform>%n kroglic</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../ui/score_sheet.py" line="-2"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n točka</numerusform>
            <numerusform>%n točki</numerusform>
            <numerusform>%n točke</numerusform>
            <numerusform>%n točk</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Four players, in two teams</source>
        <translation>Štirje igralci v dveh ekipah</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each alone</source>
        <translation>Trije igralci, vsak zase</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One against one</source>
        <translation>Eden proti enemu</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>32 cards; partners sit opposite each other.</source>
        <translation>32 kart; partnerja sedita nasproti.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>24 cards (no 7s or 8s); South, East and West each play for themselves.</source>
        <translation>24 kart (brez sedmic in osmic); Jug, Vzhod in Zahod igrajo vsak zase.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>24 cards, nine each, South against North; scores kept in points, not balls.</source>
        <translation>24 kart, vsak po devet, Jug proti Severu; šteje se v točkah, ne v kroglicah.</translation>
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
        <translation>Na prejšnjo karto v roki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>← Left</source>
        <translation>← Levo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to the next card of your hand</source>
        <translation>Na naslednjo karto v roki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>→ Right</source>
        <translation>→ Desno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the card you moved to</source>
        <translation>Odigraj izbrano karto</translation>
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
        <translation>Začni novo igro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a saved game</source>
        <translation>Odpri shranjeno igro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game</source>
        <translation>Shrani igro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last card or call (not in hotseat)</source>
        <translation>Prekliči zadnjo karto ali napoved (ne pri igri več oseb za enim računalnikom)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a suggested card or call</source>
        <translation>Pokaži predlagano karto ali napoved</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the last trick</source>
        <translation>Pokaži zadnji vzetek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the score sheet</source>
        <translation>Odpri točkovnik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the rules</source>
        <translation>Preberi pravila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the settings</source>
        <translation>Odpri nastavitve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Končaj</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the turned card (first round)</source>
        <translation>Vzemi odkrito karto (prvi krog)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 … 4</source>
        <translation>1 … 4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trump for a Contrée bid (when the table plays it)</source>
        <translation>Brez aduta za napoved pri contrée (če se za mizo igra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All trump for a Contrée bid (when the table plays it)</source>
        <translation>Vse adut za napoved pri contrée (če se za mizo igra)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise or lower the value of a Contrée bid</source>
        <translation>Zvišaj ali znižaj vrednost napovedi pri contrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press the button with the focus ring, or make the Contrée bid chosen</source>
        <translation>Pritisni označeni gumb ali daj izbrano napoved pri contrée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contre (or surcontre when your team&apos;s bid was contred)</source>
        <translation>Kontra (ali rekontra, ko je vaša napoved dobila kontro)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the 7 of trump for the turned card (Romanian)</source>
        <translation>Zamenjaj adutovo sedmico za odkrito karto (romunski)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel a deal worth fewer than 14 points (Romanian)</source>
        <translation>Prekliči igro, vredno manj kot 14 točk (romunski)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the focus ring from button to button; Space presses it</source>
        <translation>Premikaj oznako od gumba do gumba; preslednica ga pritisne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tab, Space</source>
        <translation>Tab, preslednica</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../ui/score_model.py" line="+14"/>
        <source>points</source>
        <translation>točke</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Tierce: three cards in a row in one suit</source>
        <translation>Terca: tri zaporedne karte iste barve</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+205"/>
        <source>Fifty: four in a row</source>
        <translation>Petdeset: štiri zaporedne</translation>
    </message>
    <message>
        <location line="-204"/>
        <location line="+205"/>
        <source>Hundred: five or more in a row</source>
        <translation>Sto: pet ali več zaporednih</translation>
    </message>
    <message>
        <location filename="../ui/declare_panel.py" line="+39"/>
        <location filename="../ui/help_text.py" line="-204"/>
        <location line="+207"/>
        <location filename="../ui/table_labels.py" line="+28"/>
        <source>Four jacks</source>
        <translation>Štirje fantje</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/help_text.py" line="-206"/>
        <location line="+205"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four nines</source>
        <translation>Štiri devetke</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-286"/>
        <source>Play the first to ninth card from the left (a one-against-one hand holds nine)</source>
        <translation>Igraj prvo do deveto karto z leve (roka pri igri dveh ima devet kart)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The four suits, in the bidding box&apos;s order: name that suit as trump, or choose it for a Contrée bid</source>
        <translation>Štiri barve v vrstnem redu polja za licitacijo: izberi to barvo za aduta ali za napoved pri contrée</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Four aces, tens, kings or queens</source>
        <translation>Štirje asi, desetke, kralji ali dame</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four aces, tens, kings or Obers</source>
        <translation>Štirje asi, desetke, kralji ali obri</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Runs are counted in the plain order %1, whatever the trump.</source>
        <translation>Nizi se štejejo po navadnem vrstnem redu %1, ne glede na aduta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your declarations are announced for you as the first trick is played.</source>
        <translation>Vaše napovedi so napovedane namesto vas med prvim vzetkom.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the team with the single best declaration scores, and then it scores all of its own.</source>
        <translation>Točke dobi samo ekipa z najvišjo napovedjo, in sicer za vse svoje napovedi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any four beats any run; a longer run beats a shorter one, then the higher top card,</source>
        <translation>Četvorček je vedno višji od niza; daljši niz premaga krajšega, nato odloča višja najvišja karta,</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>then a run in trump; a tie goes to the player nearer the first hand.</source>
        <translation>nato niz v adutu; ob enakosti zmaga igralec, ki sedi bliže prvi roki.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fours of eights or sevens are worth nothing.</source>
        <translation>Štiri osmice ali sedmice ne štejejo nič.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+130"/>
        <source>The table</source>
        <translation>Miza</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Four players in two teams; partners sit opposite each other: North and South against East and West.</source>
        <translation>Štirje igralci v dveh ekipah; partnerja sedita nasproti: Sever in Jug proti Vzhodu in Zahodu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 32-card deck is used: 7, 8, 9, 10, Unter, Ober, king and ace in each suit.</source>
        <translation>Igra se z 32 kartami: 7, 8, 9, 10, unter, ober, kralj in as v vsaki barvi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The 32-card deck is used: 7, 8, 9, 10, jack, queen, king and ace in each suit.</source>
        <translation>Igra se z 32 kartami: 7, 8, 9, 10, fant, dama, kralj in as v vsaki barvi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealing and play go round the table to the right: South, East, North, West.</source>
        <translation>Deljenje in igra gresta okoli mize v desno: Jug, Vzhod, Sever, Zahod.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player after the dealer is the first hand: first to speak, and first to lead.</source>
        <translation>Igralec za delilcem je prva roka: prvi napoveduje in prvi izigra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+154"/>
        <source>Card order and points</source>
        <translation>Zaporedje in vrednost kart</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Trump cards rank and score differently from the other suits:</source>
        <translation>Aduti imajo drugačno zaporedje in vrednost kot ostale barve:</translation>
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
        <translation>Ostale barve</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>The cards are worth 152 points in all; the last trick earns %n more,</source>
        <translation>Karte so skupaj vredne 152 točk; zadnji vzetek prinese še %n,</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>so every deal is worth %n.</source>
        <translation>zato je vsaka igra vredna %n.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing a trick</source>
        <translation>Igranje vzetka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player plays one card in turn. The highest trump wins the trick;</source>
        <translation>Vsak po vrsti vrže eno karto. Najvišji adut dobi vzetek;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with no trump in it, the highest card of the suit led wins. The winner leads next.</source>
        <translation>če aduta ni, zmaga najvišja karta izigrane barve. Zmagovalec izigra naslednji vzetek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game only lets you play what the rules allow; the cards you may play are raised.</source>
        <translation>Igra vam dovoli le poteze po pravilih; karte, ki jih smete vreči, so dvignjene.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Follow the suit led whenever you can.</source>
        <translation>Kadar lahko, barvajte (vrzite izigrano barvo).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When trump is led, play a higher trump than the best one so far if you can.</source>
        <translation>Ko je izigran adut, vrzite višjega aduta od najboljšega doslej, če ga imate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you cannot follow, you must trump, unless your partner is winning the trick.</source>
        <translation>Če ne morete barvati, morate rezati z adutom, razen če vzetek drži vaš partner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+135"/>
        <source>If you cannot follow, you must trump, even when your partner is winning the trick.</source>
        <translation>Če ne morete barvati, morate rezati z adutom, tudi če vzetek drži vaš partner.</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>If an opponent has trumped, beat their trump if you can.</source>
        <translation>Če je nasprotnik rezal z adutom, ga preseknite, če lahko.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you cannot beat it, you must still play a lower trump if you have one.</source>
        <translation>Če ga ne morete preseči, morate vseeno vreči nižjega aduta, če ga imate.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you cannot beat it, you may play a lower trump or any other card.</source>
        <translation>Če ga ne morete preseči, lahko vržete nižjega aduta ali katerokoli drugo karto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With neither the suit led nor a trump, play anything.</source>
        <translation>Brez izigrane barve in brez aduta vrzite karkoli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+132"/>
        <source>What you must play</source>
        <translation>Kaj morate vreči</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Belote and rebelote</source>
        <translation>Belot in rebelot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holding the king and Ober of trump is worth %n points to your team.</source>
        <translation>Adutov kralj in ober v isti roki prineseta vaši ekipi %n točk.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holding the king and queen of trump is worth %n points to your team.</source>
        <translation>Adutov kralj in dama v isti roki prineseta vaši ekipi %n točk.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game says “belote” as you play the first of them and “rebelote” with the second.</source>
        <translation>Igra reče »belot«, ko odigrate prvo od njiju, in »rebelot« pri drugi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These points stay with your team even when your side loses the contract.</source>
        <translation>Te točke ostanejo vaši ekipi, tudi če igro izgubi.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Everyone gets five cards and the next card is turned face up in the middle.</source>
        <translation>Vsak dobi pet kart, naslednja karta pa se odkrije na sredini.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the first round each player in turn may take that card, making its suit trump, or pass.</source>
        <translation>V prvem krogu lahko vsak po vrsti vzame to karto, da njena barva postane adut, ali pasira.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If all four pass, a second round follows: each may name one of the other three suits, or pass.</source>
        <translation>Če vsi štirje pasirajo, sledi drugi krog: vsak lahko izbere eno od ostalih treh barv ali pasira.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At this table the dealer may not pass in the second round.</source>
        <translation>Za to mizo delilec v drugem krogu ne sme pasirati.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If everyone passes again, the next dealer deals afresh.</source>
        <translation>Če vsi spet pasirajo, naslednji delilec ponovno razdeli.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The taker adds the turned card and two more to the hand, everyone else three more: eight each.</source>
        <translation>Kdor je vzel, doda v roko odkrito karto in še dve, vsi ostali še tri: vsak ima osem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+49"/>
        <location line="+108"/>
        <source>Scoring</source>
        <translation>Točkovanje</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Each team counts its tricks, the last-trick bonus, its declarations and its belote.</source>
        <translation>Vsaka ekipa sešteje svoje vzetke, dodatek za zadnji vzetek, napovedi in belot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If the takers counted more than the defenders, both teams score what they counted.</source>
        <translation>Če ima ekipa z adutom več kot nasprotniki, vsaka ekipa dobi, kar je zbrala.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Otherwise the takers are down: the defenders score %n plus every declaration; the takers nothing but their belote.</source>
        <translation>Sicer je ekipa z adutom padla: nasprotniki dobijo %n in vse napovedi; ekipa z adutom le svoj belot.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A tie is a litige: the defenders score theirs, and the takers&apos; points wait for whoever wins the next deal.</source>
        <translation>Neodločeno je spor (litige): nasprotniki dobijo svoje točke, točke ekipe z adutom pa čakajo zmagovalca naslednje igre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking all eight tricks (capot) is worth %n instead of %m.</source>
        <translation>Vseh osem vzetkov (štiglja) je vrednih %n namesto %m.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a trump suit, no trump or all trump</source>
        <translation>barvo aduta, brez aduta ali vse adut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a trump suit</source>
        <translation>barvo aduta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone gets all eight cards before anyone speaks.</source>
        <translation>Vsak dobi vseh osem kart, preden kdorkoli napoveduje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In turn, from the first hand, each player passes or bids: a number of points from 80 to 160,</source>
        <translation>Po vrsti, od prve roke naprej, vsak pasira ali napove: število točk od 80 do 160</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>or capot (all eight tricks), together with %s.</source>
        <translation>ali štigljo (vseh osem vzetkov), skupaj z %s.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every bid must be higher than the last one, even over your partner.</source>
        <translation>Vsaka napoved mora biti višja od prejšnje, tudi partnerjeve.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against the other team&apos;s bid you may say contre, which doubles what the deal is worth;</source>
        <translation>Na napoved nasprotne ekipe lahko rečete kontra, kar podvoji vrednost igre;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bidding team may answer with surcontre (×%n).</source>
        <translation>ekipa, ki je napovedala, lahko odgovori z rekontra (×%n).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre only the bidding team speaks.</source>
        <translation>Po kontri napoveduje le še ekipa, ki je napovedala.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bidding ends when the three others have passed and the highest bidder has had one more chance to raise.</source>
        <translation>Licitacija se konča, ko ostali trije pasirajo in je najvišji napovedovalec imel še eno priložnost za zvišanje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bidding ends when three players in a row pass after a bid.</source>
        <translation>Licitacija se konča, ko po napovedi trije igralci zapored pasirajo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If nobody bids at all, the next dealer deals afresh.</source>
        <translation>Če nihče ne napove, naslednji delilec ponovno razdeli.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trump and all trump</source>
        <translation>Brez aduta in vse adut</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In all trump every suit follows the trump rules, and any king and Ober of one suit make a belote.</source>
        <translation>Pri vse adut za vsako barvo veljajo pravila aduta, kralj in ober iste barve pa sta belot.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In all trump every suit follows the trump rules, and any king and queen of one suit make a belote.</source>
        <translation>Pri vse adut za vsako barvo veljajo pravila aduta, kralj in dama iste barve pa sta belot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no belote in no trump.</source>
        <translation>Pri brez aduta belota ni.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The takers make their contract when their points (tricks, last trick, belote, declarations) reach the bid and beat the defenders&apos; points.</source>
        <translation>Ekipa z adutom izpolni igro, ko njene točke (vzetki, zadnji vzetek, belot, napovedi) dosežejo licitirano vrednost in presežejo točke nasprotnikov.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers make their contract when their points (tricks, last trick, belote, declarations) reach the bid.</source>
        <translation>Ekipa z adutom izpolni igro, ko njene točke (vzetki, zadnji vzetek, belot, napovedi) dosežejo licitirano vrednost.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A capot bid is made only by taking all eight tricks.</source>
        <translation>Napovedana štiglja je izpolnjena le z vsemi osmimi vzetki.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made: the takers score the bid plus their points; the defenders score their own points.</source>
        <translation>Izpolnjeno: ekipa z adutom dobi licitirano vrednost in svoje točke; nasprotniki dobijo svoje točke.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down: the defenders score %n plus the bid and every declaration; the takers only their belote.</source>
        <translation>Padec: nasprotniki dobijo %n, licitirano vrednost in vse napovedi; ekipa z adutom le svoj belot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre or surcontre, the side that wins the contract scores %n plus the bid times the multiplier, plus every declaration.</source>
        <translation>Po kontri ali rekontri dobi ekipa, ki zmaga, %n in pomnoženo licitirano vrednost ter vse napovedi.</translation>
    </message>
    <message>
        <location line="-336"/>
        <source>Four players in two teams, partners opposite each other, with all 32 cards.</source>
        <translation>Štirje igralci v dveh ekipah, partnerja sedita nasproti, z vsemi 32 kartami.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each on their own, at South, East and West; the 7s and 8s are left out, so 24 cards.</source>
        <translation>Trije igralci, vsak zase, na Jugu, Vzhodu in Zahodu; brez sedmic in osmic, torej 24 kart.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two players face to face, South against North, with 24 cards (no 7s or 8s).</source>
        <translation>Dva igralca drug proti drugemu, Jug proti Severu, s 24 kartami (brez sedmic in osmic).</translation>
    </message>
    <message>
        <location line="+337"/>
        <source>Play goes round from South to East, North and West, skipping any empty seat.</source>
        <translation>Igra gre od Juga k Vzhodu, Severu in Zahodu; prazna mesta se preskočijo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer changes every deal; the player who plays just before the dealer cuts the pack first.</source>
        <translation>Delilec se zamenja vsako igro; igralec, ki igra tik pred delilcem, prvi dvigne kup.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Six cards each</source>
        <translation>Po šest kart</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Five cards each</source>
        <translation>Po pet kart</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>are dealt and the next card is turned face up.</source>
        <translation>dobi vsak, naslednja karta pa se odkrije.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turned Unter is a Bizon: its suit is trump at once and the first hand takes it, without any bidding.</source>
        <translation>Odkrit unter je bizon: njegova barva je takoj adut in vzame ga prva roka, brez licitacije.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A turned jack is a Bizon: its suit is trump at once and the first hand takes it, without any bidding.</source>
        <translation>Odkrit fant je bizon: njegova barva je takoj adut in vzame ga prva roka, brez licitacije.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Otherwise, from the first hand, each player takes the turned suit or passes;</source>
        <translation>Sicer od prve roke naprej vsak vzame odkrito barvo ali pasira;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>if everyone passes, each in turn names another suit or passes, and the dealer may not pass.</source>
        <translation>če vsi pasirajo, vsak po vrsti izbere drugo barvo ali pasira, delilec pa ne sme pasirati.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone then gets three more cards; the taker gets the turned card and two more.</source>
        <translation>Nato vsak dobi še tri karte; kdor je vzel, dobi odkrito karto in še dve.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When trump was named in the second round, the turned card goes to the dealer.</source>
        <translation>Če je bil adut izbran v drugem krogu, dobi odkrito karto delilec.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone then gets three more cards, nine in all; the taker of the first round gets the turned card and two more.</source>
        <translation>Nato vsak dobi še tri karte, skupaj devet; kdor je vzel v prvem krogu, dobi odkrito karto in še dve.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a second-round trump the turned card is put aside; some cards stay undealt.</source>
        <translation>Pri adutu iz drugega kroga se odkrita karta odloži; nekaj kart ostane nerazdeljenih.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After a first-round take, whoever holds the 7 of trump may swap it for the turned card;</source>
        <translation>Po prevzemu v prvem krogu lahko tisti, ki ima adutovo sedmico, to zamenja za odkrito karto;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the taker then gets the 7 instead.</source>
        <translation>kdor je vzel, tedaj dobi sedmico.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player whose eight cards are worth fewer than 14 points may cancel the deal before play.</source>
        <translation>Igralec, čigar osem kart je vrednih manj kot 14 točk, lahko pred igro prekliče igro.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If you cannot follow, you must trump.</source>
        <translation>Če ne morete barvati, morate rezati z adutom.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The taker leads the first trick; the winner of each trick leads the next.</source>
        <translation>Kdor je vzel, izigra prvi vzetek; zmagovalec vsakega vzetka izigra naslednjega.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody but the taker may lead trump until the taker has led it, unless they hold nothing else.</source>
        <translation>Aduta sme izigrati le tisti, ki je vzel, dokler ga ni izigral sam, razen če kdo nima ničesar drugega.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow the suit led whenever you can; on a trump lead, beat the best trump if you can.</source>
        <translation>Kadar lahko, barvajte; pri izigranem adutu preseknite najvišjega aduta, če lahko.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When trumping, beat the best trump played if you can, or else play a lower one.</source>
        <translation>Ko režete z adutom, preseknite najvišjega odigranega aduta, če lahko, sicer vrzite nižjega.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With neither the suit led nor a trump, play anything. The cards you may play are raised.</source>
        <translation>Brez izigrane barve in brez aduta vrzite karkoli. Karte, ki jih smete vreči, so dvignjene.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bella: king and queen of trump</source>
        <translation>Belot: adutov kralj in dama</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bella: king and Ober of trump</source>
        <translation>Belot: adutov kralj in ober</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierce: three in a row in one suit</source>
        <translation>Terca: tri zaporedne iste barve</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four queens, kings, tens or aces</source>
        <translation>Štiri dame, kralji, desetke ali asi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four Obers, kings, tens or aces</source>
        <translation>Štirje obri, kralji, desetke ali asi</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A combination counts only if you declare it yourself, on one of your turns in the first two tricks:</source>
        <translation>Napoved šteje le, če jo napoveste sami, ob eni od svojih potez v prvih dveh vzetkih:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>press its button above your hand before you play your card. Declaring shows the cards.</source>
        <translation>pritisnite njen gumb nad roko, preden vržete karto. Napoved pokaže karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bella may be declared until you play the king or Ober of trump.</source>
        <translation>Belot lahko napoveste, dokler ne odigrate adutovega kralja ali obra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bella may be declared until you play the king or queen of trump.</source>
        <translation>Belot lahko napoveste, dokler ne odigrate adutovega kralja ali dame.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the second trick the side with the best combination scores all of its own; Bella always counts.</source>
        <translation>Po drugem vzetku dobi stran z najboljšo napovedjo vse svoje napovedi; belot šteje vedno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fours beat runs (Unters, then nines, aces, tens, kings, Obers); a longer run beats a shorter one, then the higher top card, then a run in trump.</source>
        <translation>Četvorčki so višji od nizov (untri, nato devetke, asi, desetke, kralji, obri); daljši niz premaga krajšega, nato višja najvišja karta, nato niz v adutu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fours beat runs (jacks, then nines, aces, tens, kings, queens); a longer run beats a shorter one, then the higher top card, then a run in trump.</source>
        <translation>Četvorčki so višji od nizov (fantje, nato devetke, asi, desetke, kralji, dame); daljši niz premaga krajšega, nato višja najvišja karta, nato niz v adutu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two equal runs of different sides, neither in trump, cancel each other.</source>
        <translation>Dva enaka niza različnih strani, nobeden v adutu, se izničita.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four 8s cancel every combination except Bella; four 7s cancel the deal;</source>
        <translation>Štiri osmice izničijo vse napovedi razen belota; štiri sedmice prekličejo igro;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all eight trumps in one hand (Belot) win the game at once.</source>
        <translation>vseh osem adutov v eni roki (Belot) takoj dobi partijo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At this table each player&apos;s combinations of 100 or more count at most twice a game.</source>
        <translation>Za to mizo štejejo napovedi za 100 ali več vsakemu igralcu največ dvakrat na partijo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each side counts its tricks, the last trick (10), its combinations and Bella; the duel keeps these exact points.</source>
        <translation>Vsaka stran sešteje vzetke, zadnji vzetek (10), napovedi in belot; v dvoboju ostanejo točke natančne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A taker who counts fewer points than the opponent loses everything to the opponent: a BT.</source>
        <translation>Kdor je vzel in ima manj točk od nasprotnika, vse izgubi v korist nasprotnika: BT.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player without a trick loses 100 points and counts no combinations; every third BT costs 100 more.</source>
        <translation>Igralec brez vzetka izgubi 100 točk in nima napovedi; vsak tretji BT stane še 100.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each side counts its tricks, the last trick (10), its combinations and Bella.</source>
        <translation>Vsaka stran sešteje vzetke, zadnji vzetek (10), napovedi in belot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points become balls: ten points a ball, 5 and under rounded down, 6 and over up; a deal without combinations is 16 balls.</source>
        <translation>Točke postanejo kroglice: deset točk je kroglica, do 5 navzdol, od 6 navzgor; igra brez napovedi je 16 kroglic.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A taker who counts fewer points than an opponent scores nothing and the best opponent takes all the points: a BT.</source>
        <translation>Kdor je vzel in ima manj točk od nekega nasprotnika, ne dobi nič, vse točke pa vzame najboljši nasprotnik: BT.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side without a trick loses 10 balls and counts no combinations; every third BT costs 10 balls more.</source>
        <translation>Stran brez vzetka izgubi 10 kroglic in nima napovedi; vsak tretji BT stane še 10 kroglic.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Target</source>
        <translation>Cilj</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The options at this table</source>
        <translation>Možnosti za to mizo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change them in Settings; they take effect from the next game.</source>
        <translation>Spremenite jih v Nastavitvah; veljajo od naslednje igre.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The team that takes the trump must score more than the other team.</source>
        <translation>Ekipa, ki izbere aduta, mora zbrati več točk kot druga ekipa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The teams bid for the right to choose trump; the highest bidders must then make their bid.</source>
        <translation>Ekipi licitirata za pravico do izbire aduta; najvišji licitanti morajo nato izpolniti, kar so licitirali.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+20"/>
        <source>The match is a single deal.</source>
        <translation>Partija je ena sama igra.</translation>
    </message>
    <message numerus="yes">
        <location line="-18"/>
        <source>The first team to reach %n points after a deal wins; a tie plays another deal.</source>
        <translation>
            <numerusform>Zmaga ekipa, ki po igri prva doseže %n točko; ob neodločenem se igra še ena igra.</numerusform>
            <numerusform>Zmaga ekipa, ki po igri prva doseže %n točki; ob neodločenem se igra še ena igra.</numerusform>
            <numerusform>Zmaga ekipa, ki po igri prva doseže %n točke; ob neodločenem se igra še ena igra.</numerusform>
            <numerusform>Zmaga ekipa, ki po igri prva doseže %n točk; ob neodločenem se igra še ena igra.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The taker must count at least as many points as each opponent; scores are kept in balls.</source>
        <translation>Kdor je vzel, mora imeti vsaj toliko točk kot vsak nasprotnik; šteje se v kroglicah.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The taker must count at least as many points as the opponent; a duel keeps exact points.</source>
        <translation>Kdor je vzel, mora imeti vsaj toliko točk kot nasprotnik; dvoboj šteje natančne točke.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The first player over %n points wins; if both pass it in the same deal, the limit rises by 500.</source>
        <translation>
            <numerusform>Zmaga, kdor prvi preseže %n točko; če jo oba presežeta v isti igri, se meja dvigne za 500.</numerusform>
            <numerusform>Zmaga, kdor prvi preseže %n točki; če ju oba presežeta v isti igri, se meja dvigne za 500.</numerusform>
            <numerusform>Zmaga, kdor prvi preseže %n točke; če jih oba presežeta v isti igri, se meja dvigne za 500.</numerusform>
            <numerusform>Zmaga, kdor prvi preseže %n točk; če jih oba presežeta v isti igri, se meja dvigne za 500.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The first side over %n balls wins; if several pass it in the same deal, the limit rises by 50.</source>
        <translation>
            <numerusform>Zmaga stran, ki prva preseže %n kroglico; če jo več strani preseže v isti igri, se meja dvigne za 50.</numerusform>
            <numerusform>Zmaga stran, ki prva preseže %n kroglici; če ju več strani preseže v isti igri, se meja dvigne za 50.</numerusform>
            <numerusform>Zmaga stran, ki prva preseže %n kroglice; če jih več strani preseže v isti igri, se meja dvigne za 50.</numerusform>
            <numerusform>Zmaga stran, ki prva preseže %n kroglic; če jih več strani preseže v isti igri, se meja dvigne za 50.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keyboard shortcuts</source>
        <translation>Bližnjice na tipkovnici</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing your hand</source>
        <translation>Igranje z roko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bidding box</source>
        <translation>Polje za licitacijo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="-46"/>
        <source>%1 &amp; %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Passed out</source>
        <translation>Vsi pas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Down (BT)</source>
        <translation>Padec (BT)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Made</source>
        <translation>Izpolnjeno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>Padec</translation>
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
        <translation>Skupaj %1</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-123"/>
        <location filename="../ui/score_model.py" line="+2"/>
        <location filename="../ui/score_sheet.py" line="+33"/>
        <source>Combinations</source>
        <translation>Napovedi</translation>
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
        <translation>Delilec</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+1"/>
        <location filename="../ui/table_labels.py" line="-54"/>
        <location line="+50"/>
        <location line="+5"/>
        <source>Taker</source>
        <translation>Adut izbral</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards NS</source>
        <translation>Karte SJ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards EW</source>
        <translation>Karte VZ</translation>
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
        <translation>Fant</translation>
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
        <translation>karta, obrnjena navzdol</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1, not playable</source>
        <translation>%1, ne smete vreči</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, playable</source>
        <translation>%1, lahko vržete</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, hint</source>
        <translation>%1, namig</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your hand, %n cards</source>
        <translation>
            <numerusform>Vaša roka, %n karta</numerusform>
            <numerusform>Vaša roka, %n karti</numerusform>
            <numerusform>Vaša roka, %n karte</numerusform>
            <numerusform>Vaša roka, %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Hand of %1, %n cards</source>
        <translation>
            <numerusform>Roka igralca %1, %n karta</numerusform>
            <numerusform>Roka igralca %1, %n karti</numerusform>
            <numerusform>Roka igralca %1, %n karte</numerusform>
            <numerusform>Roka igralca %1, %n kart</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>dealer</source>
        <translation>delilec</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>na vrsti</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1, played by %2</source>
        <translation>%1, igralec: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Trick, %n cards</source>
        <translation>
            <numerusform>Vzetek, %n karta</numerusform>
            <numerusform>Vzetek, %n karti</numerusform>
            <numerusform>Vzetek, %n karte</numerusform>
            <numerusform>Vzetek, %n kart</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trick, no card yet</source>
        <translation>Vzetek, še brez karte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turned card: %1</source>
        <translation>Odkrita karta: %1</translation>
    </message>
    <message>
        <location line="+108"/>
        <location line="+70"/>
        <source>Card table</source>
        <translation>Igralna miza</translation>
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
        <translation>Vzetek dobi: Vi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the trick</source>
        <translation>Vzetek dobi: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/review_dialog.py" line="+574"/>
        <location filename="../ui/score_model.py" line="+2"/>
        <location filename="../ui/score_sheet.py" line="+12"/>
        <location filename="../ui/tutorial.py" line="+18"/>
        <source>Belote</source>
        <translation>Belot</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/review_dialog.py" line="+0"/>
        <source>Rebelote</source>
        <translation>Rebelot</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You deal</source>
        <translation>Delilec: Vi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 deals</source>
        <translation>Delilec: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody takes</source>
        <translation>Nihče ne vzame</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take, trump: %1</source>
        <translation>Vzame: Vi, adut: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes, trump: %2</source>
        <translation>Vzame: %1, adut: %2</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+1"/>
        <source>Result</source>
        <translation>Izid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal NS</source>
        <translation>Igra SJ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal EW</source>
        <translation>Igra VZ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total NS</source>
        <translation>Skupaj SJ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total EW</source>
        <translation>Skupaj VZ</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Deal number</source>
        <translation>Številka igre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trump, and in Contrée the contract with any contre</source>
        <translation>Adut, pri contrée pa napoved z morebitno kontro</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+17"/>
        <location line="+1"/>
        <source>Card points of %1, last trick included</source>
        <translation>Točke kart: %1, z zadnjim vzetkom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declaration points, for the team with the best declaration</source>
        <translation>Točke napovedi, za ekipo z najboljšo napovedjo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Belote: king and queen of trump in one hand</source>
        <translation>Belot: adutov kralj in dama v isti roki</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>What this deal added for %1</source>
        <translation>Kar je ta igra prinesla: %1</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+20"/>
        <location line="+1"/>
        <source>Running total of %1</source>
        <translation>Skupni seštevek: %1</translation>
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
        <translation>Preklicano (štiri sedmice)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancelled (under 14)</source>
        <translation>Preklicano (pod 14)</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="-24"/>
        <source>balls</source>
        <translation>kroglice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What this deal added for %1, in %2</source>
        <translation>Kar je ta igra prinesla: %1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Combination points, for the side with the best combination declared</source>
        <translation>Točke napovedi, za stran z najboljšo napovedano napovedjo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bella: king and queen of trump, declared</source>
        <translation>Belot: adutov kralj in dama, napovedana</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bella: king and Ober of trump, declared</source>
        <translation>Belot: adutov kralj in ober, napovedana</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Belote: king and Ober of trump in one hand</source>
        <translation>Belot: adutov kralj in ober v isti roki</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You showed four 7s, which cancel the deal; the next dealer dealt again.</source>
        <translation>Imeli ste štiri sedmice, ki prekličejo igro; naslednji delilec je ponovno razdelil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 showed four 7s, which cancel the deal; the next dealer dealt again.</source>
        <translation>%1: štiri sedmice prekličejo igro; naslednji delilec je ponovno razdelil.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cancelled the deal; the next dealer dealt again.</source>
        <translation>Preklicali ste igro; naslednji delilec je ponovno razdelil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cancelled the deal; the next dealer dealt again.</source>
        <translation>%1: igra preklicana; naslednji delilec je ponovno razdelil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody chose a trump; the next dealer dealt again.</source>
        <translation>Nihče ni izbral aduta; naslednji delilec je ponovno razdelil.</translation>
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
        <translation>%1: %2 (brez vzetka ali tretji BT)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n points held back until the next deal is won.</source>
        <translation>
            <numerusform>%n točka čaka, dokler ni dobljena naslednja igra.</numerusform>
            <numerusform>%n točki čakata, dokler ni dobljena naslednja igra.</numerusform>
            <numerusform>%n točke čakajo, dokler ni dobljena naslednja igra.</numerusform>
            <numerusform>%n točk čaka, dokler ni dobljena naslednja igra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your team collected %n points held back from a litige.</source>
        <translation>
            <numerusform>Vaša ekipa je prejela %n zadržano točko iz spora.</numerusform>
            <numerusform>Vaša ekipa je prejela %n zadržani točki iz spora.</numerusform>
            <numerusform>Vaša ekipa je prejela %n zadržane točke iz spora.</numerusform>
            <numerusform>Vaša ekipa je prejela %n zadržanih točk iz spora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 collected %n points held back from a litige.</source>
        <translation>
            <numerusform>%1: prejeta %n zadržana točka iz spora.</numerusform>
            <numerusform>%1: prejeti %n zadržani točki iz spora.</numerusform>
            <numerusform>%1: prejete %n zadržane točke iz spora.</numerusform>
            <numerusform>%1: prejetih %n zadržanih točk iz spora.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="+37"/>
        <source>Deal %1: you showed four 7s, which cancel the deal.</source>
        <translation>Igra %1: imeli ste štiri sedmice, ki prekličejo igro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: you cancelled it.</source>
        <translation>Igra %1: preklicali ste jo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1: %2 showed four 7s, which cancel the deal.</source>
        <translation>Igra %1: štiri sedmice (%2) prekličejo igro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: %2 cancelled it.</source>
        <translation>Igra %1: preklicano (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1: Belot! All eight trumps win the game.</source>
        <translation>Igra %1: Belot! Vseh osem adutov dobi partijo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: everyone passed.</source>
        <translation>Igra %1: vsi so pasirali.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal %1: you took %3 and made it.</source>
        <translation>Igra %1: izbrali ste %3 in izpolnili.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3 and won every trick!</source>
        <translation>Igra %1: izbrali ste %3 in dobili vse vzetke!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3 and went down.</source>
        <translation>Igra %1: izbrali ste %3 in padli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3: a tie (litige).</source>
        <translation>Igra %1: izbrali ste %3: neodločeno (spor).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1: %2 took %3 and made it.</source>
        <translation>Igra %1: %2 izbere %3 in izpolni.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3 and won every trick!</source>
        <translation>Igra %1: %2 izbere %3 in dobi vse vzetke!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3 and went down.</source>
        <translation>Igra %1: %2 izbere %3 in pade.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3: a tie (litige).</source>
        <translation>Igra %1: %2 izbere %3: neodločeno (spor).</translation>
    </message>
    <message>
        <location filename="../ui/score_sheet.py" line="-113"/>
        <source>Score sheet</source>
        <translation>Točkovnik</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+2"/>
        <location filename="../ui/table_labels.py" line="-34"/>
        <source>one deal</source>
        <translation>ena igra</translation>
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
        <translation>Točke v tej igri</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Balls this deal</source>
        <translation>Kroglice v tej igri</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>Card points</source>
        <translation>Točke kart</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+11"/>
        <source>Counted</source>
        <translation>Zbrano</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Penalties</source>
        <translation>Kazni</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scored this deal</source>
        <translation>Dobljeno v tej igri</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>Match total</source>
        <translation>Skupaj v partiji</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="+40"/>
        <source>all eight tricks</source>
        <translation>vseh osem vzetkov</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 needed %2 and counted %3.</source>
        <translation>%1: potrebno %2, zbrano %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needed more than %2&apos;s %3 and counted %4.</source>
        <translation>%1: potrebno več od %3 (%2), zbrano %4.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="-490"/>
        <source>Error</source>
        <translation>Napaka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad luck</source>
        <translation>Smola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good</source>
        <translation>Dobro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only card</source>
        <translation>Edina karta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not solved</source>
        <translation>Ni rešeno</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The only card that could be played.</source>
        <translation>Edina karta, ki jo je bilo mogoče vreči.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double dummy (all hands known) it cost %1.</source>
        <translation>Z odprtimi kartami (ko so znane vse roke) je stala %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An error: in %1 of %2 deals consistent with what you could see, %3 does better; %4 lost on average.</source>
        <translation>Napaka: v %1 od %2 razdelitev, skladnih s tem, kar ste videli, je %3 boljša; povprečna izguba v točkah: %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bad luck: the right card for what you could see; the hidden cards lay against it.</source>
        <translation>Smola: prava karta glede na to, kar ste videli; skrite karte so bile razporejene proti njej.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The search ran out of time on this position.</source>
        <translation>Iskanju je v tem položaju zmanjkalo časa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A good card.</source>
        <translation>Dobra karta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Expert would have played %1.</source>
        <translation>Ekspertni bot bi vrgel %1.</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>The analysis stopped unexpectedly.</source>
        <translation>Analiza se je nepričakovano ustavila.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The deal&apos;s four hands and the trick</source>
        <translation>Štiri roke igre in vzetek</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>Deal review</source>
        <translation>Pregled igre</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Deal</source>
        <translation>Igra</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/score_model.py" line="-151"/>
        <location filename="../ui/score_sheet.py" line="+32"/>
        <source>Deal %1</source>
        <translation>Igra %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Trick</source>
        <translation>Vzetek</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Igralec</translation>
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
        <translation>Ocena</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expert&apos;s card</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cards played and their marks</source>
        <translation>Odigrane karte in njihove ocene</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Analysing… %v of %m</source>
        <translation>Analiza… %v od %m</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>« Start</source>
        <translation>« Začetek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Back</source>
        <translation>◀ Nazaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>Naprej ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End »</source>
        <translation>Konec »</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jump to a trick</source>
        <translation>Skok na vzetek</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Trick:</source>
        <translation>Vzetek:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play this deal again</source>
        <translation>Znova odigraj to igro</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This game has no finished deal with card play to review.</source>
        <translation>Še ni končane igre z odigranimi kartami, ki bi jo lahko pregledali.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Auction: %1</source>
        <translation>Licitacija: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Declarations: %1</source>
        <translation>Napovedi: %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Trick %1: %2 played %3</source>
        <translation>Vzetek %1, %2: %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>As dealt</source>
        <translation>Kot so bile razdeljene</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The analysis failed: %1</source>
        <translation>Analiza ni uspela: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Errors: %1 (%2 deal points lost on average); bad luck: %3.</source>
        <translation>Napake: %1 (povprečna izguba v točkah: %2); smola: %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The same players, from the start</source>
        <translation>Isti igralci, od začetka</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From %1&apos;s seat</source>
        <translation>Na mestu igralca %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With the Expert in your seat</source>
        <translation>Z ekspertnim botom na vašem mestu</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The same cards, played again: %1. The first time (deal %2): %3.</source>
        <translation>Iste karte, znova odigrane: %1. Prvič (igra %2): %3.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Review the deal…</source>
        <translation>Preglej igro…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Review deal…</source>
        <translation>Preglej igro…</translation>
    </message>
    <message>
        <location filename="../ui/review_hooks.py" line="+46"/>
        <source>Review a deal…</source>
        <translation>Pregled igre…</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Abandon the game in progress and play deal %1 again?</source>
        <translation>Opustim začeto igro in znova odigram igro %1?</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Review a deal of a saved game</source>
        <translation>Pregled igre iz shranjene partije</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This file cannot be reviewed: %1</source>
        <translation>Te datoteke ni mogoče pregledati: %1</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="-32"/>
        <source>Your team counted %2, fewer than an opponent: %3, and the points go to the best opponent.</source>
        <translation>Vaša ekipa je zbrala %2, manj kot nasprotnik: %3, točke dobi najboljši nasprotnik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You counted %2, fewer than an opponent: %3, and the points go to the best opponent.</source>
        <translation>Zbrali ste %2, manj kot nasprotnik: %3, točke dobi najboljši nasprotnik.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your team counted %2, no fewer than any opponent.</source>
        <translation>Vaša ekipa je zbrala %2, vsaj toliko kot vsak nasprotnik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You counted %2, no fewer than any opponent.</source>
        <translation>Zbrali ste %2, vsaj toliko kot vsak nasprotnik.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 counted %2, no fewer than any opponent.</source>
        <translation>%1: zbrano %2, vsaj toliko kot vsak nasprotnik.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your team needed %2 and counted %3.</source>
        <translation>Vaša ekipa je potrebovala %2 in zbrala %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your team needed more than %2&apos;s %3 and counted %4.</source>
        <translation>Vaša ekipa je potrebovala več od %3 (%2) in zbrala %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needed more than your team&apos;s %3 and counted %4.</source>
        <translation>%1: potrebno več od %3 vaše ekipe, zbrano %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/score_sheet.py" line="+22"/>
        <source>A tie: %n points of the takers wait for the winner of the next deal.</source>
        <translation>
            <numerusform>Neodločeno: %n točka ekipe z adutom čaka zmagovalca naslednje igre.</numerusform>
            <numerusform>Neodločeno: %n točki ekipe z adutom čakata zmagovalca naslednje igre.</numerusform>
            <numerusform>Neodločeno: %n točke ekipe z adutom čakajo zmagovalca naslednje igre.</numerusform>
            <numerusform>Neodločeno: %n točk ekipe z adutom čaka zmagovalca naslednje igre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your team also collects %n points held back from the tie.</source>
        <translation>
            <numerusform>Vaša ekipa prejme še %n zadržano točko iz neodločene igre.</numerusform>
            <numerusform>Vaša ekipa prejme še %n zadržani točki iz neodločene igre.</numerusform>
            <numerusform>Vaša ekipa prejme še %n zadržane točke iz neodločene igre.</numerusform>
            <numerusform>Vaša ekipa prejme še %n zadržanih točk iz neodločene igre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 also collect %n points held back from the tie.</source>
        <translation>
            <numerusform>%1: prejeta še %n zadržana točka iz neodločene igre.</numerusform>
            <numerusform>%1: prejeti še %n zadržani točki iz neodločene igre.</numerusform>
            <numerusform>%1: prejete še %n zadržane točke iz neodločene igre.</numerusform>
            <numerusform>%1: prejetih še %n zadržanih točk iz neodločene igre.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You showed four 7s: the deal is cancelled and the next dealer deals again.</source>
        <translation>Imeli ste štiri sedmice: igra je preklicana in naslednji delilec ponovno deli.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deal was cancelled: the next dealer deals again.</source>
        <translation>Igra je preklicana: naslednji delilec ponovno razdeli.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody chose a trump: the next dealer deals again.</source>
        <translation>Nihče ni izbral aduta: naslednji delilec ponovno razdeli.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next deal</source>
        <translation>Naslednja igra</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Match over</source>
        <translation>Partija je končana</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your team wins!</source>
        <translation>Zmagala je vaša ekipa!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You win!</source>
        <translation>Zmagali ste!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 win!</source>
        <translation>Zmaga: %1!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins!</source>
        <translation>Zmaga: %1!</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 to %2, by %n balls after %3.</source>
        <translation>
            <numerusform>%1 proti %2, razlika %n kroglica po %3.</numerusform>
            <numerusform>%1 proti %2, razlika %n kroglici po %3.</numerusform>
            <numerusform>%1 proti %2, razlika %n kroglice po %3.</numerusform>
            <numerusform>%1 proti %2, razlika %n kroglic po %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 to %2, by %n points after %3.</source>
        <translation>
            <numerusform>%1 proti %2, razlika %n točka po %3.</numerusform>
            <numerusform>%1 proti %2, razlika %n točki po %3.</numerusform>
            <numerusform>%1 proti %2, razlika %n točke po %3.</numerusform>
            <numerusform>%1 proti %2, razlika %n točk po %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-4"/>
        <source>%n deals</source>
        <translation>
            <numerusform>%n igri</numerusform>
            <numerusform>%n igrah</numerusform>
            <numerusform>%n igrah</numerusform>
            <numerusform>%n igrah</numerusform>
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
        <translation>%1: %2 točk, manj kot nasprotnik: %3, točke dobi najboljši nasprotnik.</translation>
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
        <translation>%1: štiri sedmice, igra je preklicana in naslednji delilec ponovno deli.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Belot: all eight trumps in one hand win the game.</source>
        <translation>Belot: vseh osem adutov v eni roki dobi partijo.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+8"/>
        <source>Contracts taken</source>
        <translation>Izbrani aduti</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <source>Contracts made</source>
        <translation>Izpolnjene igre</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Capots</source>
        <translation>Štiglje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declaration points</source>
        <translation>Točke napovedi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote points</source>
        <translation>Točke belota</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Combination points</source>
        <translation>Točke napovedi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bella points</source>
        <translation>Točke belota</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Final score</source>
        <translation>Končni izid</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New game</source>
        <translation>Nova igra</translation>
    </message>
    <message>
        <location filename="../ui/settings.py" line="-26"/>
        <source>Slow</source>
        <translation>Počasi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Običajno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Hitro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Takoj</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>You</source>
        <translation>Vi</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="-164"/>
        <source>Easy</source>
        <translation>Lahka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Srednja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Težka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Ekspertna</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-445"/>
        <source>A card is turned up after five are dealt: take it as trump, or name another suit.</source>
        <translation>Po petih kartah se ena odkrije: vzemite jo za aduta ali izberite drugo barvo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All eight cards first, then bid how many points your team will make, in a trump.</source>
        <translation>Najprej vseh osem kart, nato napovejte, koliko točk bo vaša ekipa zbrala, z adutom.</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="+38"/>
        <source>Settings</source>
        <translation>Nastavitve</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Igralci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards and table</source>
        <translation>Karte in miza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comfort</source>
        <translation>Udobje</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rules apply from the next game; cards, table and speed at once.</source>
        <translation>Pravila veljajo od naslednje igre; karte, miza in hitrost takoj.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Variant</source>
        <translation>Različica</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not playable yet: the rules engine does not support it.</source>
        <translation>Še ni mogoče igrati: pravila še niso podprta.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: coming later, the rules engine cannot play it yet.</source>
        <translation>%1: pride pozneje, pravila še niso podprta.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Preset</source>
        <translation>Prednastavitev</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Play to</source>
        <translation>Igra do</translation>
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
        <translation>Koliko časa sme ekspertni bot razmišljati o vsaki karti ali licitaciji</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinking time</source>
        <translation>Čas za razmislek</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>The system&apos;s language</source>
        <translation>Jezik sistema</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>from the next start</source>
        <translation>od naslednjega zagona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language</source>
        <translation>Jezik</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keep statistics of every deal</source>
        <translation>Vodi statistiko vsake igre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card sounds</source>
        <translation>Zvoki kart</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Volume</source>
        <translation>Glasnost</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound</source>
        <translation>Zvok</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Play my only legal card by itself</source>
        <translation>Mojo edino dovoljeno karto odigraj samodejno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim the remaining tricks when they are all mine</source>
        <translation>Zahtevaj preostale vzetke, ko so vsi moji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card with a double-click or a drag, not one click</source>
        <translation>Karto igraj z dvoklikom ali vlečenjem, ne z enim klikom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show on each card of the trick who played it</source>
        <translation>Na vsaki karti vzetka pokaži, kdo jo je vrgel</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Easier to see</source>
        <translation>Bolje vidno</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>High-contrast table</source>
        <translation>Miza z visokim kontrastom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French deck in four colours (diamonds blue, clubs green)</source>
        <translation>Francoske karte v štirih barvah (karo modri, križ zeleni)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French deck with large corner indices</source>
        <translation>Francoske karte z velikimi oznakami v kotih</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>A person</source>
        <translation>Oseba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer</source>
        <translation>Računalnik</translation>
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
        <translation>Raven bota</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="+37"/>
        <source>Partners sit opposite each other: South and North play against East and West.</source>
        <translation>Partnerja sedita nasproti: Jug in Sever igrata proti Vzhodu in Zahodu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each for themselves, sit at South, East and West.</source>
        <translation>Trije igralci, vsak zase, sedijo na Jugu, Vzhodu in Zahodu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two players face each other: South against North.</source>
        <translation>Dva igralca sedita nasproti: Jug proti Severu.</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="+55"/>
        <source>When two or more seats are people, the game hides the cards between turns so you can pass the computer around.</source>
        <translation>Kadar igrata dve osebi ali več, igra med potezami skrije karte, da si lahko podajate računalnik.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At this table %1 stays empty.</source>
        <translation>Za to mizo ostane mesto %1 prazno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No person plays: the computer plays every seat and you watch.</source>
        <translation>Nihče ne igra: računalnik igra vsa mesta, vi pa gledate.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No person plays: the computer plays all four seats and you watch.</source>
        <translation>Nihče ne igra: računalnik igra vsa štiri mesta, vi pa gledate.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+4"/>
        <source>One person against the computer.</source>
        <translation>Ena oseba proti računalniku.</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-44"/>
        <source>Five cards and a turned card, as in Classic; the taker leads, combinations are declared in the first two tricks and scores are kept in balls. Four, three or two players.</source>
        <translation>Pet kart in odkrita karta kot pri klasičnem; kdor je vzel, izigra, napovedi so v prvih dveh vzetkih, šteje se v kroglicah. Štirje, trije ali dva igralca.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/settings_dialog.py" line="+2"/>
        <source>%n people share this computer (hotseat).</source>
        <translation>
            <numerusform>%n oseba si deli ta računalnik.</numerusform>
            <numerusform>%n osebi si delita ta računalnik.</numerusform>
            <numerusform>%n osebe si delijo ta računalnik.</numerusform>
            <numerusform>%n oseb si deli ta računalnik.</numerusform>
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
        <translation>Barva mize</translation>
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
        <translation>Miza</translation>
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
        <translation>Zamenjaj 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Cancel the deal</source>
        <translation>Prekliči igro</translation>
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
        <translation>Petdeset</translation>
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
        <translation>Štirje untri</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/table_labels.py" line="+2"/>
        <source>Four aces</source>
        <translation>Štirje asi</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four tens</source>
        <translation>Štiri desetke</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four kings</source>
        <translation>Štirje kralji</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four queens</source>
        <translation>Štiri dame</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>Four Obers</source>
        <translation>Štirje obri</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/score_model.py" line="+6"/>
        <location filename="../ui/score_sheet.py" line="-170"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Bella</source>
        <translation>Belot</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four eights</source>
        <translation>Štiri osmice</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four sevens</source>
        <translation>Štiri sedmice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belot (all eight trumps)</source>
        <translation>Belot (vseh osem adutov)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to the %2</source>
        <translation>%1 do %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Declare:</source>
        <translation>Napovej:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Declare it now: it shows the cards, and you then play a card.</source>
        <translation>Napovejte zdaj: karte se pokažejo, nato vržete karto.</translation>
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
        <translation>Rezultat v točkah</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score in balls</source>
        <translation>Rezultat v kroglicah</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Playing to</source>
        <translation>Igra do</translation>
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
        <translation>Odkrita</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Highest bid</source>
        <translation>Napoved</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To speak</source>
        <translation>Na vrsti</translation>
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
        <translation>Vzetki</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="+228"/>
        <source>Pass the computer to %1, then click</source>
        <translation>Podajte računalnik: %1, nato kliknite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every hand stays hidden until then.</source>
        <translation>Do takrat so vse karte skrite.</translation>
    </message>
    <message>
        <location filename="../ui/scene_labels.py" line="-2"/>
        <source>D</source>
        <translation>D</translation>
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
            <numerusform>%n vzetek: %1</numerusform>
            <numerusform>%n vzetka: %1</numerusform>
            <numerusform>%n vzetki: %1</numerusform>
            <numerusform>%n vzetkov: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Last trick, won by %1</source>
        <translation>Zadnji vzetek, dobil(a) %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/scene_steps.py" line="+131"/>
        <source>Cut after %n cards</source>
        <translation>
            <numerusform>Dvignjeno po %n karti</numerusform>
            <numerusform>Dvignjeno po %n kartah</numerusform>
            <numerusform>Dvignjeno po %n kartah</numerusform>
            <numerusform>Dvignjeno po %n kartah</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bizon! The jack makes trump</source>
        <translation>Bizon! Fant določi aduta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bizon! The Unter makes trump</source>
        <translation>Bizon! Unter določi aduta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swapped the 7 for the turned card</source>
        <translation>Sedmico zamenjal(a) za odkrito karto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal cancelled</source>
        <translation>Igra preklicana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rebelote!</source>
        <translation>Rebelot!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Belote!</source>
        <translation>Belot!</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="+65"/>
        <source>The deck in use, {deck}, is not ours: its licence is {licence}.</source>
        <translation>Uporabljene karte, {deck}, niso naše: njihova licenca je {licence}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deck in use, {deck}, is not ours, and its file does not state a licence.</source>
        <translation>Uporabljene karte, {deck}, niso naše, njihova datoteka pa ne navaja licence.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck in use, {deck}, is not ours and states no licence: it is under the licence of the package that installed it ({path}).</source>
        <translation>Uporabljene karte, {deck}, niso naše in ne navajajo licence: zanje velja licenca paketa, ki jih je namestil ({path}).</translation>
    </message>
    <message>
        <location filename="../metainfo_texts.py" line="+25"/>
        <source>Offline Belote, Contrée and Romanian Belot card game</source>
        <translation>Igra s kartami belot, contrée in romunski belot brez povezave</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/about.py" line="+9"/>
        <source>An offline desktop Belote: Classic Belote, Contrée and Romanian Belot, with SVG card decks, bots and local hotseat play.</source>
        <translation>Belot za namizje brez povezave: klasični belot, contrée in romunski belot, s kartami SVG, boti in igro več oseb za enim računalnikom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on your own computer with no account and no network: against computer opponents, or with friends sharing one screen.</source>
        <translation>Igrajte na svojem računalniku brez računa in brez omrežja: proti računalniškim nasprotnikom ali s prijatelji za enim zaslonom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic Belote, Contrée (Coinche) and Romanian Belot, each with the rule options of its tradition</source>
        <translation>Klasični belot, contrée (coinche) in romunski belot, vsak z možnostmi pravil svoje tradicije</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote and rebelote, declarations, capot and litige counted for you</source>
        <translation>Belot in rebelot, zvanja, štiglja in spor se štejejo samodejno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card decks in French, German and traditional French patterns, and any installed KDE or GNOME card deck</source>
        <translation>Karte s francoskimi, nemškimi in tradicionalnimi francoskimi slikami ter vse nameščene karte KDE ali GNOME</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games that can be replayed and checked move by move</source>
        <translation>Shranjene igre, ki jih lahko ponovno predvajate in preverite potezo za potezo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card Game</source>
        <translation>Igra s kartami</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Belote, Contrée and Romanian Belot against the computer or with friends</source>
        <translation>Igrajte belot (klasični in Contrée) ter romunski belot proti računalniku ali s prijatelji</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="+3"/>
        <source>Code licence: {licence}. This program comes with ABSOLUTELY NO WARRANTY.</source>
        <translation>Licenca kode: {licence}. Ta program je BREZ VSAKRŠNEGA JAMSTVA.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version: {version}</source>
        <translation>Različica: {version}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Our built-in card decks:</source>
        <translation>Naše vgrajene karte:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{deck}: {licence}</source>
        <translation>{deck}: {licence}</translation>
    </message>
    <message>
        <location filename="../ui/refusals.py" line="+33"/>
        <source>You may not lead a trump before the taker has led one. Playable: %1.</source>
        <translation>Aduta ne smete izigrati, dokler ga ni izigral igralec, ki je vzel. Možne karte: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You must follow suit: %1. Playable: %2.</source>
        <translation>Priznati morate barvo: %1. Možne karte: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must play a higher card in %1. Playable: %2.</source>
        <translation>Igrati morate višjo karto (barva: %1). Možne karte: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must trump with %1. Playable: %2.</source>
        <translation>Igrati morate aduta (%1). Možne karte: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must overtrump with %1. Playable: %2.</source>
        <translation>Prebiti morate z višjim adutom (%1). Možne karte: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must undertrump with %1. Playable: %2.</source>
        <translation>Igrati morate nižjega aduta (%1). Možne karte: %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 was the suit turned in round 1: name another suit or pass.</source>
        <translation>%1 je barva odkrite karte v 1. krogu: izberite drugo barvo ali pasirajte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You must bid higher than %1.</source>
        <translation>Napovedati morate več kot %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You do not hold that card.</source>
        <translation>Te karte nimate.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card: the auction is over.</source>
        <translation>Igrajte karto: licitacija je končana.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The auction is not over yet.</source>
        <translation>Licitacija še ni končana.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The auction is over.</source>
        <translation>Licitacija je končana.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In round 1 you may only take the turned card or pass.</source>
        <translation>V 1. krogu lahko le vzamete odkrito karto ali pasirate.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turned card can only be taken in round 1: name a suit or pass.</source>
        <translation>Odkrito karto lahko vzamete le v 1. krogu: izberite barvo ali pasirajte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer must choose a trump in round 2.</source>
        <translation>Delilec mora v 2. krogu izbrati aduta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre only surcontre or pass remains.</source>
        <translation>Po kontri ostaneta le rekontra ali pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre answers a contre of the other team.</source>
        <translation>Rekontra odgovarja na kontro nasprotne ekipe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The contract is already surcontred.</source>
        <translation>Igra je že rekontrirana.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contre is said against the other team&apos;s bid.</source>
        <translation>Kontra se reče proti napovedi nasprotne ekipe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no bid to contre.</source>
        <translation>Ni napovedi, ki bi jo lahko kontrirali.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No trump and all trump bids are not played at this table.</source>
        <translation>Napovedi brez aduta in vse adut se za to mizo ne igrajo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the holder of the 7 of trump may swap it, right after a take in round 1.</source>
        <translation>Adutovo sedmico lahko zamenja le igralec, ki jo ima, takoj ko kdo vzame v 1. krogu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only a player whose cards are worth fewer than 14 points may cancel the deal.</source>
        <translation>Igro lahko prekliče le igralec, katerega karte so vredne manj kot 14 točk.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the 7 or pass.</source>
        <translation>Zamenjajte 7 ali pasirajte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the deal or pass.</source>
        <translation>Prekličite igro ali pasirajte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards that complete the hands are not known: pass only.</source>
        <translation>Karte, ki dopolnijo roke, niso znane: možen je le pas.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>That card cannot be played now.</source>
        <translation>Te karte zdaj ni mogoče igrati.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not allowed now.</source>
        <translation>To zdaj ni dovoljeno.</translation>
    </message>
    <message>
        <location filename="../ui/game_files.py" line="+139"/>
        <source>Cancel</source>
        <translation>Prekliči</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait</source>
        <translation>Počakajte</translation>
    </message>
    <message>
        <location filename="../ui/guide.py" line="+184"/>
        <source>Players&apos; guide</source>
        <translation>Vodnik za igralce</translation>
    </message>
    <message>
        <location filename="../ui/licences.py" line="+132"/>
        <source>Licences</source>
        <translation>Licence</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bundled: {name}</source>
        <translation>Priloženo: {name}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No licence texts were found: this copy of the game was installed without them.</source>
        <translation>Besedil licenc ni bilo mogoče najti: ta izvod igre je bil nameščen brez njih.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Licences…</source>
        <translation>Licence…</translation>
    </message>
    <message>
        <location filename="../ui/presets.py" line="+38"/>
        <source>Belote Desktop&apos;s defaults</source>
        <translation>Privzeto v Belote Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French federation</source>
        <translation>Francoska zveza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online rooms</source>
        <translation>Spletne igralnice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rules</source>
        <translation>Hišna pravila</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your own choice of options.</source>
        <translation>Vaša lastna izbira možnosti.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Played to 701, a surcontre multiplies by 4; of the options only the partner exemption is on.</source>
        <translation>Igra do 701, rekontra pomnoži s 4; od možnosti je vklopljena le izjema za partnerja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the French federation&apos;s texts: a surcontre multiplies by 3.</source>
        <translation>Kot v besedilih francoske zveze: rekontra pomnoži s 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the Slovenian and Czech rooms: played to 701, the highest bidder may raise after three passes.</source>
        <translation>Kot v slovenskih in čeških igralnicah: igra do 701, najvišji napovedovalec lahko po treh pasih zviša.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Played to 1000; of the options only the partner exemption is on.</source>
        <translation>Igra do 1000; od možnosti je vklopljena le izjema za partnerja.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the French federation&apos;s classic rules: unable to overtrump, you must still play a lower trump.</source>
        <translation>Kot v klasičnih pravilih francoske zveze: kdor ne more prebiti z višjim adutom, mora vseeno dati nižjega.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the Slovenian and Czech rooms: played to 501.</source>
        <translation>Kot v slovenskih in čeških igralnicah: igra do 501.</translation>
    </message>
    <message>
        <location filename="../ui/hint_text.py" line="+28"/>
        <source>the only card the rules leave you</source>
        <translation>edina karta, ki vam jo dopuščajo pravila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws the last trumps</source>
        <translation>pobere zadnje adute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws the opponents&apos; trumps</source>
        <translation>pobere nasprotnikom adute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leads a master card: nothing left can beat it</source>
        <translation>izigra najmočnejšo karto: nič je ne more več premagati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gives points to partner&apos;s master</source>
        <translation>naloži točke na partnerjev varen vzetek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partner&apos;s trick is safe: keep your good cards</source>
        <translation>partnerjev vzetek je varen: obdržite dobre karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overtrumps the opponent</source>
        <translation>preseka nasprotnikov adut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trumps the trick</source>
        <translation>reže vzetek z adutom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the trick as the last to play</source>
        <translation>dobi vzetek kot zadnji na vrsti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the trick with a master card</source>
        <translation>dobi vzetek z najmočnejšo preostalo karto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps the 10 guarded while the ace is out</source>
        <translation>ohrani zaščiteno desetko, dokler je as še zunaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throws away a card worth nothing</source>
        <translation>odvrže karto brez vrednosti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the trick is lost: give it as few points as you can</source>
        <translation>vzetek je izgubljen: dajte mu čim manj točk</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hint: %1.</source>
        <translation>Namig: %1.</translation>
    </message>
    <message>
        <location filename="../ui/stats_dialog.py" line="+57"/>
        <source>People</source>
        <translation>Ljudje</translation>
    </message>
    <message>
        <location filename="../ui/tutorial.py" line="-43"/>
        <source>Welcome to Belote</source>
        <translation>Dobrodošli v belotu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You sit South. North, across the table, is your partner; East and West play against you. The dealer has turned up the %1: who takes it makes its suit the trumps, the strongest suit. Take it with the Take button.</source>
        <translation>Sedite na Jugu. Sever, nasproti vas, je vaš partner; Vzhod in Zahod igrata proti vam. Delilec je odkril %1: kdor jo vzame, naredi njeno barvo za adut, najmočnejšo barvo. Vzemite jo z gumbom Vzamem.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Leading a trick</source>
        <translation>Izigravanje vzetka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts are trumps and you play first. Everyone must follow the suit led; the highest card of that suit wins the trick, unless someone trumps. Lead the %1.</source>
        <translation>Srce je adut in vi igrate prvi. Vsi morajo priznati izigrano barvo; najvišja karta te barve dobi vzetek, razen če kdo reže z adutom. Izigrajte %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your partner&apos;s trick</source>
        <translation>Partnerjev vzetek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North leads the ace of clubs: your partner holds the trick. You have no club, and when your partner is winning you need not trump: keep your trumps and throw the %1.</source>
        <translation>Sever izigra križ asa: vzetek drži vaš partner. Križa nimate, in ko vzetek drži partner, vam ni treba rezati: obdržite adute in vrzite %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Follow suit</source>
        <translation>Priznavanje barve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North leads a diamond. You hold one, so you must play it: try another card and the game tells you the rule. Play the %1.</source>
        <translation>Sever izigra karo. Enega imate, zato ga morate vreči: poskusite z drugo karto in igra vam pove pravilo. Vrzite %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>West leads a club and you have none. When an opponent holds the trick and you cannot follow suit, you must play a trump. The smallest does: play the %1.</source>
        <translation>Zahod izigra križ, vi pa ga nimate. Ko vzetek drži nasprotnik in ne morete priznati barve, morate rezati z adutom. Zadošča najmanjši: vrzite %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Overtrump</source>
        <translation>Višji adut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West has trumped with the 10. When an opponent&apos;s trump holds the trick you must play a higher trump if you can. Trumps rank J, 9, A, 10, K, Q, 8, 7: play the %1.</source>
        <translation>Zahod je rezal z desetko. Ko vzetek drži nasprotnikov adut, morate vreči višji adut, če ga imate. Zaporedje adutov: F, 9, A, 10, K, D, 8, 7. Vrzite %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your trick, so you lead again. In the other suits the ace is the strongest card, then the 10: play the %1.</source>
        <translation>Vzetek je vaš, zato spet izigrate vi. V drugih barvah je as najmočnejša karta, za njim desetka: vrzite %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You hold the king and queen of trumps: the belote, worth 20 points. Play the %1: the game says &quot;Belote&quot; for you. North must go higher in trumps and takes the trick.</source>
        <translation>Imate adutovega kralja in damo: belot, vreden 20 točk. Vrzite %1: igra namesto vas reče »belot«. Sever mora vreči višji adut in dobi vzetek.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rebelote and the last trick</source>
        <translation>Rebelot in zadnji vzetek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 completes the belote: &quot;Rebelote&quot;. The last trick is worth 10 more points.</source>
        <translation>%1 dopolni belot: »rebelot«. Zadnji vzetek je vreden še 10 točk.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Leave the tutorial</source>
        <translation>Zapusti vadnico</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Step %1 of %2</source>
        <translation>Korak %1 od %2</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>That card may be played, but this step waits for the %1.</source>
        <translation>To karto smete vreči, a ta korak čaka na %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This step waits for Take.</source>
        <translation>Ta korak čaka na Vzamem.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Each side counts the cards it won: trumps J 20, 9 14, A 11, 10 10, K 4, Q 3; other suits A 11, 10 10, K 4, Q 3, J 2; 10 for the last trick, 20 for the belote. You took, so your side needed more than East and West: %1 to %2. Next deal plays on against the computer.</source>
        <translation>Vsaka ekipa sešteje karte, ki jih je dobila: v adutu F 20, 9 14, A 11, 10 10, K 4, D 3; v drugih barvah A 11, 10 10, K 4, D 3, F 2; 10 za zadnji vzetek, 20 za belot. Vzeli ste vi, zato je morala vaša ekipa zbrati več kot Vzhod in Zahod: %1 proti %2. Naslednja igra se nadaljuje proti računalniku.</translation>
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
        <translation>Francoske</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German</source>
        <translation>Nemške</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traditional French</source>
        <translation>Tradicionalne francoske</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote Desktop contributors</source>
        <translation>Sodelavci Belote Desktop</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../ui/controller.py" line="+191"/>
        <source>You claim the remaining tricks: %1</source>
        <translation>Preostale vzetke zahteva: Vi (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 claims the remaining tricks: %2</source>
        <translation>Preostale vzetke zahteva: %1 (%2)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>there is no game to save</source>
        <translation>ni igre za shranjevanje</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>This match is over.</source>
        <translation>Ta partija je končana.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Wait for your turn.</source>
        <translation>Počakajte, da boste na vrsti.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Nothing to undo.</source>
        <translation>Ničesar ni za preklic.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A hint is given on your turn.</source>
        <translation>Namig dobite, ko ste na vrsti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Asking the {level} bot for a hint…</source>
        <translation>Bot ({level}) išče namig…</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The match is over.</source>
        <translation>Partija je končana.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal over.</source>
        <translation>Igra je končana.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{name}: your call.</source>
        <translation>{name}: vi ste na vrsti.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your call.</source>
        <translation>Vi ste na vrsti.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: your card.</source>
        <translation>{name}: vaša karta.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn: play a card.</source>
        <translation>Vi ste na vrsti: vrzite karto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: declare your combinations, then play a card.</source>
        <translation>{name}: napovejte svoje napovedi, nato vrzite karto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare your combinations, then play a card.</source>
        <translation>Napovejte svoje napovedi, nato vrzite karto.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} is thinking…</source>
        <translation>{name} razmišlja…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint shown.</source>
        <translation>Namig je prikazan.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{name}&apos;s bot failed ({error}); it plays a random legal move.</source>
        <translation>Bot igralca {name} je odpovedal ({error}); igra naključno dovoljeno potezo.</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>The game is not kept for resuming ({error}): its last %n actions would be lost if the game closed now. Game &gt; Save keeps it elsewhere.</source>
        <translation>
            <numerusform>Igra ni shranjena za nadaljevanje ({error}): če bi se zdaj zaprla, bi se izgubila njena zadnja %n poteza. Igra &gt; Shrani jo shrani drugam.</numerusform>
            <numerusform>Igra ni shranjena za nadaljevanje ({error}): če bi se zdaj zaprla, bi se izgubili njeni zadnji %n potezi. Igra &gt; Shrani jo shrani drugam.</numerusform>
            <numerusform>Igra ni shranjena za nadaljevanje ({error}): če bi se zdaj zaprla, bi se izgubile njene zadnje %n poteze. Igra &gt; Shrani jo shrani drugam.</numerusform>
            <numerusform>Igra ni shranjena za nadaljevanje ({error}): če bi se zdaj zaprla, bi se izgubilo njenih zadnjih %n potez. Igra &gt; Shrani jo shrani drugam.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The finished game could not be removed ({error}): the next start offers it again.</source>
        <translation>Končane igre ni bilo mogoče odstraniti ({error}): ob naslednjem zagonu bo spet ponujena.</translation>
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
        <translation>Z</translation>
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
        <translation>Zvonec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Acorns</source>
        <comment>German deck: the suit of Eichel</comment>
        <translation>Želod</translation>
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
        <translation>&amp;Odpri…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>&amp;Shrani…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>Nas&amp;tavitve…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Razveljavi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <translation>Na&amp;mig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Zadnji vzetek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;core sheet</source>
        <translation>Točko&amp;vnik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istika…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Končaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Pravila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Shortcuts</source>
        <translation>&amp;Bližnjice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players&apos; &amp;guide</source>
        <translation>&amp;Vodnik za igralce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;utorial…</source>
        <translation>Va&amp;dnica…</translation>
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
        <translation>&amp;Pomoč</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Pass the computer to {name}, then click the table.</source>
        <translation>Podajte računalnik: {name}, nato kliknite mizo.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Deck {deck} cannot be used ({error}); the French deck is shown.</source>
        <translation>Kart {deck} ni mogoče uporabiti ({error}); prikazane so francoske.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The easier-to-read deck could not be drawn ({error}); the French deck is shown.</source>
        <translation>Bolje berljivih kart ni bilo mogoče izrisati ({error}); prikazane so francoske.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Settings saved: new rules and players apply from the next game.</source>
        <translation>Nastavitve shranjene: nova pravila in igralci veljajo od naslednje igre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The settings could not be saved ({file}): they apply until the game closes.</source>
        <translation>Nastavitev ni bilo mogoče shraniti ({file}): veljajo, dokler se igra ne zapre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New rules and players apply from the next game.</source>
        <translation>Nova pravila in igralci veljajo od naslednje igre.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Resume the game in progress?</source>
        <translation>Nadaljujem začeto igro?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No starts a new game; the game in progress is then lost.</source>
        <translation>Ne začne novo igro; začeta igra se izgubi.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Its last %n actions could not be kept when it was played: it resumes from before them.</source>
        <translation>
            <numerusform>Njene zadnje %n poteze med igro ni bilo mogoče shraniti: igra se nadaljuje od pred njo.</numerusform>
            <numerusform>Njenih zadnjih %n potez med igro ni bilo mogoče shraniti: igra se nadaljuje od pred njima.</numerusform>
            <numerusform>Njenih zadnjih %n potez med igro ni bilo mogoče shraniti: igra se nadaljuje od pred njimi.</numerusform>
            <numerusform>Njenih zadnjih %n potez med igro ni bilo mogoče shraniti: igra se nadaljuje od pred njimi.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Reading the game in progress…</source>
        <translation>Branje začete igre…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> It was kept as {path}.</source>
        <translation> Shranjena je kot {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress could not be read: {error}.{where} A new game starts.</source>
        <translation>Začete igre ni bilo mogoče prebrati: {error}.{where} Začne se nova igra.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Abandon the game in progress and start the tutorial?</source>
        <translation>Opustim začeto igro in začnem vadnico?</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>New to Belote?</source>
        <translation>Ste novi v belotu?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tutorial plays one deal with you, one rule at a time. Start it now? It is also in the Help menu.</source>
        <translation>Vadnica z vami odigra eno igro, pravilo za pravilom. Jo začnem zdaj? Najdete jo tudi v meniju Pomoč.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Abandon the game in progress and deal a new one?</source>
        <translation>Opustim začeto igro in razdelim novo?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Abandon the game in progress and open another one?</source>
        <translation>Opustim začeto igro in odprem drugo?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Open a game</source>
        <translation>Odpri igro</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Belote games (*.json);;All files (*)</source>
        <translation>Igre belota (*.json);;Vse datoteke (*)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>This file cannot be opened as a game: {error}</source>
        <translation>Te datoteke ni mogoče odpreti kot igro: {error}</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Save the game</source>
        <translation>Shrani igro</translation>
    </message>
    <message>
        <location line="-374"/>
        <source>Bidding</source>
        <translation>Licitacija</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Napovedi</translation>
    </message>
    <message>
        <location line="+398"/>
        <source>Opening {file}…</source>
        <translation>Odpiranje {file}…</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+8"/>
        <source>The game could not be saved: {error}</source>
        <translation>Igre ni bilo mogoče shraniti: {error}</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Saving {file}…</source>
        <translation>Shranjevanje {file}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved to {path}.</source>
        <translation>Shranjeno v {path}.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Your last move was taken back.</source>
        <translation>Vaša zadnja poteza je preklicana.</translation>
    </message>
    <message>
        <location line="-490"/>
        <source>Match result</source>
        <translation>Izid partije</translation>
    </message>
    <message>
        <location line="+548"/>
        <source>The players&apos; guide could not be opened.</source>
        <translation>Vodnika za igralce ni bilo mogoče odpreti.</translation>
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
            <numerusform>Zapustim začeto igro? Ni je bilo mogoče shraniti: njena zadnja %n poteza je izgubljena (Igra &gt; Shrani jo shrani drugam).</numerusform>
            <numerusform>Zapustim začeto igro? Ni je bilo mogoče shraniti: njeni zadnji %n potezi sta izgubljeni (Igra &gt; Shrani jo shrani drugam).</numerusform>
            <numerusform>Zapustim začeto igro? Ni je bilo mogoče shraniti: njene zadnje %n poteze so izgubljene (Igra &gt; Shrani jo shrani drugam).</numerusform>
            <numerusform>Zapustim začeto igro? Ni je bilo mogoče shraniti: njenih zadnjih %n potez je izgubljenih (Igra &gt; Shrani jo shrani drugam).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave the game in progress? It is kept, and offered when you start again.</source>
        <translation>Zapustim začeto igro? Ostane shranjena in ponujena ob naslednjem zagonu.</translation>
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
        <translation>&amp;Išči v:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File &amp;name:</source>
        <translation>&amp;Ime datoteke:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;Vrsta datotek:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Odpri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Shrani</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Nazaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Naprej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent Directory</source>
        <translation>Nadrejena mapa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create New Folder</source>
        <translation>Ustvari novo mapo</translation>
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
        <translation>Vse datoteke (*)</translation>
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
        <translation>Pokaži &amp;skrite datoteke</translation>
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
        <translation>%1 že obstaja.
Jo želite zamenjati?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Ime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Velikost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date Modified</source>
        <translation>Datum spremembe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Računalnik</translation>
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
        <translation>V redu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Prekliči</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zapri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore Defaults</source>
        <translation>Privzete vrednosti</translation>
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
        <translation>Shrani</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Odpri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Zavrzi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>Uveljavi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Ponastavi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Pomoč</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/settings_dialog.py" line="-587"/>
        <source>Green baize</source>
        <translation>Zeleno sukno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Modra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <translation>Bordo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walnut</source>
        <translation>Oreh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slate</source>
        <translation>Skrilavec</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../ui/help_text.py" line="+290"/>
        <source> or </source>
        <translation> ali </translation>
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
        <translation>Statistika je izklopljena: nobena igra se ne beleži (Nastavitve &gt; Karte in miza).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player</source>
        <translation>Igralec</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+21"/>
        <location line="+16"/>
        <source>Matches won</source>
        <translation>Dobljene partije</translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+20"/>
        <source>Deals won</source>
        <translation>Dobljene igre</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Contracts made / taken</source>
        <translation>Izpolnjene / izbrane igre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches won in a row</source>
        <translation>Zaporedno dobljene partije</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals won in a row</source>
        <translation>Zaporedno dobljene igre</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Variant</source>
        <translation>Različica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>Nasprotniki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken</source>
        <translation>Izbrano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Made</source>
        <translation>Izpolnjeno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By variant and opponents</source>
        <translation>Po različicah in nasprotnikih</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Average score per deal</source>
        <translation>Povprečni rezultat na igro</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Average score</source>
        <translation>Povprečni rezultat</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No deal recorded yet.</source>
        <translation>Zabeležena ni še nobena igra.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score per deal, by match</source>
        <translation>Rezultat na igro, po partijah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Errors per deal, by match</source>
        <translation>Napake na igro, po partijah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No deal reviewed yet: the deal review counts the errors.</source>
        <translation>Pregledana ni še nobena igra: napake šteje pregled igre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match finished yet.</source>
        <translation>Končana ni še nobena partija.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export as CSV…</source>
        <translation>Izvozi kot CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset…</source>
        <translation>Ponastavi…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The statistics cannot be read: {error}. The file is left as it is; move it away to start new statistics.</source>
        <translation>Statistike ni mogoče prebrati: {error}. Datoteka ostane nespremenjena; premaknite jo drugam, da začnete novo statistiko.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone</source>
        <translation>Vsi</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>by variant, below</source>
        <translation>po različicah, spodaj</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>now {current}, best {best}</source>
        <translation>zdaj {current}, najboljše {best}</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n matches; the last: {value}</source>
        <translation>
            <numerusform>%n partija; zadnja: {value}</numerusform>
            <numerusform>%n partiji; zadnja: {value}</numerusform>
            <numerusform>%n partije; zadnja: {value}</numerusform>
            <numerusform>%n partij; zadnja: {value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n matches reviewed; the last: {value}</source>
        <translation>
            <numerusform>%n pregledana partija; zadnja: {value}</numerusform>
            <numerusform>%n pregledani partiji; zadnja: {value}</numerusform>
            <numerusform>%n pregledane partije; zadnja: {value}</numerusform>
            <numerusform>%n pregledanih partij; zadnja: {value}</numerusform>
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
        <translation>Datoteke CSV (*.csv);;Vse datoteke (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The statistics could not be exported: {error}</source>
        <translation>Statistike ni bilo mogoče izvoziti: {error}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Forget every recorded deal? This cannot be undone.</source>
        <translation>Pozabim vse zabeležene igre? Tega ni mogoče razveljaviti.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The statistics could not be reset: {error}</source>
        <translation>Statistike ni bilo mogoče ponastaviti: {error}</translation>
    </message>
</context>
</TS>
