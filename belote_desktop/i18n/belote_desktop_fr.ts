<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
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
        <translation>%1, le donneur</translation>
    </message>
    <message>
        <location line="+125"/>
        <location line="+290"/>
        <source>Bid</source>
        <translation>Annoncer</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Bidding is over</source>
        <translation>Les enchères sont finies</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap the 7 of trump?</source>
        <translation>Échanger le 7 d&apos;atout&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewer than 14 points?</source>
        <translation>Moins de 14 points&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round 2: name a trump</source>
        <translation>2e tour&#xa0;: nommez un atout</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round 1: take or pass</source>
        <translation>1er tour&#xa0;: prendre ou passer</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/help_text.py" line="+596"/>
        <location line="+28"/>
        <location line="+55"/>
        <source>Bidding</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting for %1…</source>
        <translation>On attend %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your call.</source>
        <translation>À vous de parler.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You hold the 7 of trump: you may give it for the turned card.</source>
        <translation>Vous avez le 7 d&apos;atout&#xa0;: vous pouvez l&apos;échanger contre la retourne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your cards are worth fewer than 14 points: you may cancel the deal.</source>
        <translation>Vos cartes valent moins de 14 points&#xa0;: vous pouvez annuler la donne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the turned card to make its suit trump, or pass.</source>
        <translation>Prenez la retourne pour faire de sa couleur l&apos;atout, ou passez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name another suit as trump: the dealer may not pass in this round.</source>
        <translation>Nommez une autre couleur d&apos;atout&#xa0;: le donneur ne peut pas passer à ce tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name another suit as trump, or pass.</source>
        <translation>Nommez une autre couleur d&apos;atout, ou passez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your team&apos;s bid was contred: surcontre or pass.</source>
        <translation>Votre contrat est contré&#xa0;: surcontrez ou passez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a value and a trump, then Bid.</source>
        <translation>Choisissez une valeur et un atout, puis Annoncer.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Take %1</source>
        <translation>Prendre %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Bid %1</source>
        <translation>Annoncer %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The turned card</source>
        <translation>La retourne</translation>
    </message>
    <message>
        <location filename="../ui/deck_chooser.py" line="+51"/>
        <source>by %1</source>
        <translation>par %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>licence %1</source>
        <translation>licence %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>author and licence not stated</source>
        <translation>auteur et licence non indiqués</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Card deck</source>
        <translation>Jeu de cartes</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Looking for installed card decks…</source>
        <translation>Recherche des jeux de cartes installés…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Drawing the preview…</source>
        <translation>Dessin de l&apos;aperçu…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not look for card decks: %1</source>
        <translation>Impossible de chercher les jeux de cartes&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>built-in</source>
        <translation>intégré</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n decks available.</source>
        <translation>
            <numerusform>%n jeu disponible.</numerusform>
            <numerusform>%n jeux disponibles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n installed decks cannot be drawn correctly and are not offered.</source>
        <translation>
            <numerusform>%n jeu installé ne peut pas être dessiné correctement et n&apos;est pas proposé.</numerusform>
            <numerusform>%n jeux installés ne peuvent pas être dessinés correctement et ne sont pas proposés.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chosen deck is no longer installed; pick another.</source>
        <translation>Le jeu choisi n&apos;est plus installé&#xa0;; choisissez-en un autre.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deck cannot be shown: %1</source>
        <translation>Ce jeu ne peut pas être affiché&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/help_dialog.py" line="+53"/>
        <source>Rules and keys</source>
        <translation>Règles et touches</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules of</source>
        <translation>Règles de</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../ui/settings_dialog.py" line="+257"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>(as played at this table)</source>
        <translation>(comme on les joue à cette table)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(with its usual options)</source>
        <translation>(avec ses options habituelles)</translation>
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
        <translation>V</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Q</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>K</source>
        <translation>R</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+499"/>
        <location filename="../ui/table_labels.py" line="+67"/>
        <source>No trump</source>
        <translation>Sans atout</translation>
    </message>
    <message>
        <location line="-497"/>
        <location line="+498"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>All trump</source>
        <translation>Tout atout</translation>
    </message>
    <message>
        <location line="-491"/>
        <source>NT</source>
        <translation>SA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AT</source>
        <translation>TA</translation>
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
        <translation>Ouest</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>North–South</source>
        <translation>Nord–Sud</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>East–West</source>
        <translation>Est–Ouest</translation>
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
        <translation>Passe</translation>
    </message>
    <message>
        <location line="-272"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Take</source>
        <translation>Prendre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contre</source>
        <translation>Contre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre</source>
        <translation>Surcontre</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+301"/>
        <location filename="../ui/score_model.py" line="+271"/>
        <location filename="../ui/score_sheet.py" line="+209"/>
        <source>Declarations</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location line="-300"/>
        <source>Sequences and four of a kind held at the start score extra for the team with the best one.</source>
        <translation>Les suites et carrés tenus en main au départ rapportent des points à l&apos;équipe qui a la meilleure annonce.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Partner exemption</source>
        <translation>Partenaire maître</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your partner is winning the trick you need not trump: any card will do.</source>
        <translation>Quand votre partenaire est maître du pli, vous n&apos;êtes pas obligé de couper&#xa0;: toute carte convient.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Must undertrump</source>
        <translation>Obligation de sous-couper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unable to beat a trump already played? You must still play a lower trump if you have one.</source>
        <translation>Vous ne pouvez pas monter sur un atout déjà joué&#xa0;? Vous devez quand même jouer un atout plus petit si vous en avez un.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealer must choose</source>
        <translation>Le donneur doit choisir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the second round of bidding the dealer may not pass and must name a trump.</source>
        <translation>Au second tour d&apos;enchères, le donneur ne peut pas passer et doit nommer un atout.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No trump and all trump bids</source>
        <translation>Annonces sans atout et tout atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids may also name no trump (no suit is trump) or all trump (every suit is trump).</source>
        <translation>On peut aussi annoncer sans atout (aucune couleur n&apos;est atout) ou tout atout (toutes les couleurs sont atout).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Takers must beat the defence</source>
        <translation>Les preneurs doivent battre la défense</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reaching the bid is not enough: the takers must also score more than the defenders.</source>
        <translation>Atteindre l&apos;annonce ne suffit pas&#xa0;: les preneurs doivent aussi marquer plus que les défenseurs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Surcontre multiplies by</source>
        <translation>La surcontre multiplie par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A contre doubles the contract; a surcontre multiplies it by this much.</source>
        <translation>Une contre double le contrat&#xa0;; une surcontre le multiplie par ce nombre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last bidder may raise</source>
        <translation>Le dernier enchérisseur peut monter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the other three pass, the highest bidder gets one more turn to raise or stand.</source>
        <translation>Quand les trois autres passent, le plus fort enchérisseur peut encore monter ou s&apos;en tenir là.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel under 14 points</source>
        <translation>Annuler sous 14 points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four players: a player whose cards are worth fewer than 14 points may cancel the deal.</source>
        <translation>À quatre&#xa0;: un joueur dont les cartes valent moins de 14 points peut annuler la donne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random pairs</source>
        <translation>Équipes au hasard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four players: partners are drawn at random at the start of the game.</source>
        <translation>À quatre&#xa0;: les partenaires sont tirés au sort au début de la partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduced combinations</source>
        <translation>Annonces limitées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One against one: combinations of 100 or more count at most twice a game.</source>
        <translation>Un contre un&#xa0;: les annonces de 100 ou plus ne comptent que deux fois par partie au plus.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Classic Belote</source>
        <translation>Belote classique</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contrée</source>
        <translation>Contrée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Romanian Belot</source>
        <translation>Belote roumaine</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A single deal</source>
        <translation>Une seule donne</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location filename="../ui/score_sheet.py" line="-42"/>
        <source>%n balls</source>
        <translation>
            <numerusform>%n boule</numerusform>
            <numerusform>%n boules</numerusform>
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
    <message>
        <location line="+8"/>
        <source>Four players, in two teams</source>
        <translation>Quatre joueurs, en deux équipes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each alone</source>
        <translation>Trois joueurs, chacun pour soi</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One against one</source>
        <translation>Un contre un</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>32 cards; partners sit opposite each other.</source>
        <translation>32 cartes&#xa0;; les partenaires se font face.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>24 cards (no 7s or 8s); South, East and West each play for themselves.</source>
        <translation>24 cartes (sans les 7 ni les 8)&#xa0;; Sud, Est et Ouest jouent chacun pour soi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>24 cards, nine each, South against North; scores kept in points, not balls.</source>
        <translation>24 cartes, neuf chacun, Sud contre Nord&#xa0;; le score se compte en points, pas en boules.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>on</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Move to the previous card of your hand</source>
        <translation>Aller à la carte précédente de votre main</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>← Left</source>
        <translation>← Gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to the next card of your hand</source>
        <translation>Aller à la carte suivante de votre main</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>→ Right</source>
        <translation>→ Droite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the card you moved to</source>
        <translation>Jouer la carte choisie</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+37"/>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last card or call (not in hotseat)</source>
        <translation>Reprendre votre dernière carte ou enchère (pas à plusieurs sur un écran)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a suggested card or call</source>
        <translation>Montrer une carte ou une enchère conseillée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the last trick</source>
        <translation>Montrer le dernier pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the score sheet</source>
        <translation>Ouvrir la feuille de marque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the rules</source>
        <translation>Lire les règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the settings</source>
        <translation>Ouvrir les réglages</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the turned card (first round)</source>
        <translation>Prendre la retourne (premier tour)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 … 4</source>
        <translation>1 … 4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trump for a Contrée bid (when the table plays it)</source>
        <translation>Sans atout pour une annonce à la contrée (si la table le joue)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All trump for a Contrée bid (when the table plays it)</source>
        <translation>Tout atout pour une annonce à la contrée (si la table le joue)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise or lower the value of a Contrée bid</source>
        <translation>Monter ou baisser la valeur d&apos;une annonce à la contrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press the button with the focus ring, or make the Contrée bid chosen</source>
        <translation>Appuyer sur le bouton encadré, ou faire l&apos;annonce choisie à la contrée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contre (or surcontre when your team&apos;s bid was contred)</source>
        <translation>Contrer (ou surcontrer quand votre annonce a été contrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the 7 of trump for the turned card (Romanian)</source>
        <translation>Échanger le 7 d&apos;atout contre la retourne (belote roumaine)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel a deal worth fewer than 14 points (Romanian)</source>
        <translation>Annuler une donne de moins de 14 points (belote roumaine)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the focus ring from button to button; Space presses it</source>
        <translation>Passer le cadre d&apos;un bouton à l&apos;autre&#xa0;; Espace appuie dessus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tab, Space</source>
        <translation>Tab, Espace</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../ui/score_model.py" line="+14"/>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Tierce: three cards in a row in one suit</source>
        <translation>Tierce&#xa0;: trois cartes qui se suivent dans une couleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+205"/>
        <source>Fifty: four in a row</source>
        <translation>Cinquante&#xa0;: quatre qui se suivent</translation>
    </message>
    <message>
        <location line="-204"/>
        <location line="+205"/>
        <source>Hundred: five or more in a row</source>
        <translation>Cent&#xa0;: cinq ou plus qui se suivent</translation>
    </message>
    <message>
        <location filename="../ui/declare_panel.py" line="+39"/>
        <location filename="../ui/help_text.py" line="-204"/>
        <location line="+207"/>
        <location filename="../ui/table_labels.py" line="+28"/>
        <source>Four jacks</source>
        <translation>Carré de valets</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/help_text.py" line="-206"/>
        <location line="+205"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four nines</source>
        <translation>Carré de neuf</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-286"/>
        <source>Play the first to ninth card from the left (a one-against-one hand holds nine)</source>
        <translation>Jouer la première à la neuvième carte depuis la gauche (une main à deux en compte neuf)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The four suits, in the bidding box&apos;s order: name that suit as trump, or choose it for a Contrée bid</source>
        <translation>Les quatre couleurs, dans l&apos;ordre de la boîte d&apos;enchères&#xa0;: nommer cette couleur atout, ou la choisir pour une annonce à la contrée</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Four aces, tens, kings or queens</source>
        <translation>Carré d&apos;as, de dix, de rois ou de dames</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four aces, tens, kings or Obers</source>
        <translation>Carré d&apos;as, de dix, de rois ou d&apos;Obers</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Runs are counted in the plain order %1, whatever the trump.</source>
        <translation>Les suites se comptent dans l&apos;ordre naturel %1, quel que soit l&apos;atout.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your declarations are announced for you as the first trick is played.</source>
        <translation>Vos annonces sont faites pour vous pendant le premier pli.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the team with the single best declaration scores, and then it scores all of its own.</source>
        <translation>Seule l&apos;équipe qui a la meilleure annonce marque, et elle marque alors toutes les siennes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any four beats any run; a longer run beats a shorter one, then the higher top card,</source>
        <translation>Un carré bat toute suite&#xa0;; une suite plus longue bat une plus courte, puis la plus haute carte de tête,</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>then a run in trump; a tie goes to the player nearer the first hand.</source>
        <translation>puis une suite à l&apos;atout&#xa0;; à égalité, le joueur le plus proche du premier à parler l&apos;emporte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fours of eights or sevens are worth nothing.</source>
        <translation>Les carrés de huit ou de sept ne valent rien.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+130"/>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Four players in two teams; partners sit opposite each other: North and South against East and West.</source>
        <translation>Quatre joueurs en deux équipes&#xa0;; les partenaires se font face&#xa0;: Nord et Sud contre Est et Ouest.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 32-card deck is used: 7, 8, 9, 10, Unter, Ober, king and ace in each suit.</source>
        <translation>On joue avec 32 cartes&#xa0;: 7, 8, 9, 10, Unter, Ober, roi et as dans chaque couleur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The 32-card deck is used: 7, 8, 9, 10, jack, queen, king and ace in each suit.</source>
        <translation>On joue avec 32 cartes&#xa0;: 7, 8, 9, 10, valet, dame, roi et as dans chaque couleur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealing and play go round the table to the right: South, East, North, West.</source>
        <translation>La donne et le jeu tournent vers la droite&#xa0;: Sud, Est, Nord, Ouest.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player after the dealer is the first hand: first to speak, and first to lead.</source>
        <translation>Le joueur après le donneur est le premier&#xa0;: il parle et entame le premier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+154"/>
        <source>Card order and points</source>
        <translation>Ordre et valeur des cartes</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Trump cards rank and score differently from the other suits:</source>
        <translation>Les atouts n&apos;ont ni le même ordre ni la même valeur que les autres couleurs&#xa0;:</translation>
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
        <translation>Atout</translation>
    </message>
    <message>
        <location line="-151"/>
        <location line="+152"/>
        <source>Other suits</source>
        <translation>Autres couleurs</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>The cards are worth 152 points in all; the last trick earns %n more,</source>
        <translation>Les cartes valent 152 points en tout&#xa0;; le dernier pli (dix de der) en rapporte %n de plus,</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>so every deal is worth %n.</source>
        <translation>chaque donne vaut donc %n.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing a trick</source>
        <translation>Jouer un pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player plays one card in turn. The highest trump wins the trick;</source>
        <translation>Chacun joue une carte à son tour. Le plus fort atout remporte le pli&#xa0;;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with no trump in it, the highest card of the suit led wins. The winner leads next.</source>
        <translation>sans atout, c&apos;est la plus forte carte de la couleur demandée. Le gagnant entame le pli suivant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game only lets you play what the rules allow; the cards you may play are raised.</source>
        <translation>Le jeu ne vous laisse jouer que ce que les règles permettent&#xa0;; les cartes jouables sont surélevées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Follow the suit led whenever you can.</source>
        <translation>Fournissez à la couleur demandée quand vous le pouvez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When trump is led, play a higher trump than the best one so far if you can.</source>
        <translation>Quand l&apos;atout est demandé, montez sur le plus fort atout joué si vous le pouvez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you cannot follow, you must trump, unless your partner is winning the trick.</source>
        <translation>Si vous ne pouvez pas fournir, vous devez couper, sauf si votre partenaire est maître du pli.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+135"/>
        <source>If you cannot follow, you must trump, even when your partner is winning the trick.</source>
        <translation>Si vous ne pouvez pas fournir, vous devez couper, même si votre partenaire est maître du pli.</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>If an opponent has trumped, beat their trump if you can.</source>
        <translation>Si un adversaire a coupé, surcoupez si vous le pouvez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you cannot beat it, you must still play a lower trump if you have one.</source>
        <translation>Si vous ne pouvez pas surcouper, vous devez quand même sous-couper si vous avez de l&apos;atout.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you cannot beat it, you may play a lower trump or any other card.</source>
        <translation>Si vous ne pouvez pas surcouper, vous pouvez sous-couper ou jouer toute autre carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With neither the suit led nor a trump, play anything.</source>
        <translation>Sans la couleur demandée ni atout, jouez ce que vous voulez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+132"/>
        <source>What you must play</source>
        <translation>Ce que vous devez jouer</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Belote and rebelote</source>
        <translation>Belote et rebelote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holding the king and Ober of trump is worth %n points to your team.</source>
        <translation>Le roi et l&apos;Ober d&apos;atout dans la même main valent %n points à votre équipe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holding the king and queen of trump is worth %n points to your team.</source>
        <translation>Le roi et la dame d&apos;atout dans la même main valent %n points à votre équipe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game says “belote” as you play the first of them and “rebelote” with the second.</source>
        <translation>Le jeu dit «&#xa0;belote&#xa0;» quand vous jouez la première et «&#xa0;rebelote&#xa0;» avec la seconde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These points stay with your team even when your side loses the contract.</source>
        <translation>Ces points restent à votre équipe même si elle chute.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Everyone gets five cards and the next card is turned face up in the middle.</source>
        <translation>Chacun reçoit cinq cartes et la suivante est retournée au milieu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the first round each player in turn may take that card, making its suit trump, or pass.</source>
        <translation>Au premier tour, chacun à son tour peut prendre cette carte, sa couleur devenant l&apos;atout, ou passer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If all four pass, a second round follows: each may name one of the other three suits, or pass.</source>
        <translation>Si les quatre passent, un second tour suit&#xa0;: chacun peut nommer l&apos;une des trois autres couleurs, ou passer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At this table the dealer may not pass in the second round.</source>
        <translation>À cette table, le donneur ne peut pas passer au second tour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If everyone passes again, the next dealer deals afresh.</source>
        <translation>Si tout le monde passe encore, le donneur suivant redistribue.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The taker adds the turned card and two more to the hand, everyone else three more: eight each.</source>
        <translation>Le preneur ajoute la retourne et deux cartes à sa main, les autres en reçoivent trois&#xa0;: huit chacun.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+49"/>
        <location line="+108"/>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Each team counts its tricks, the last-trick bonus, its declarations and its belote.</source>
        <translation>Chaque équipe compte ses plis, le dix de der, ses annonces et sa belote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If the takers counted more than the defenders, both teams score what they counted.</source>
        <translation>Si les preneurs ont compté plus que les défenseurs, chaque équipe marque ce qu&apos;elle a compté.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Otherwise the takers are down: the defenders score %n plus every declaration; the takers nothing but their belote.</source>
        <translation>Sinon les preneurs sont dedans&#xa0;: les défenseurs marquent %n plus toutes les annonces&#xa0;; les preneurs seulement leur belote.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A tie is a litige: the defenders score theirs, and the takers&apos; points wait for whoever wins the next deal.</source>
        <translation>L&apos;égalité est un litige&#xa0;: les défenseurs marquent leurs points, ceux des preneurs attendent le gagnant de la donne suivante.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking all eight tricks (capot) is worth %n instead of %m.</source>
        <translation>Faire les huit plis (capot) vaut %n au lieu de %m.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a trump suit, no trump or all trump</source>
        <translation>une couleur d&apos;atout, sans atout ou tout atout</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a trump suit</source>
        <translation>une couleur d&apos;atout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone gets all eight cards before anyone speaks.</source>
        <translation>Chacun reçoit ses huit cartes avant que quiconque parle.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In turn, from the first hand, each player passes or bids: a number of points from 80 to 160,</source>
        <translation>À tour de rôle, en commençant par le premier, chacun passe ou annonce un nombre de points de 80 à 160,</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>or capot (all eight tricks), together with %s.</source>
        <translation>ou capot (les huit plis), avec %s.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every bid must be higher than the last one, even over your partner.</source>
        <translation>Chaque annonce doit dépasser la précédente, même celle de votre partenaire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against the other team&apos;s bid you may say contre, which doubles what the deal is worth;</source>
        <translation>Sur l&apos;annonce adverse, vous pouvez dire contre, ce qui double la valeur de la donne&#xa0;;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bidding team may answer with surcontre (×%n).</source>
        <translation>l&apos;équipe qui a annoncé peut répondre surcontre (×%n).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre only the bidding team speaks.</source>
        <translation>Après une contre, seule l&apos;équipe qui a annoncé parle encore.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bidding ends when the three others have passed and the highest bidder has had one more chance to raise.</source>
        <translation>Les enchères s&apos;arrêtent quand les trois autres ont passé et que le plus fort enchérisseur a pu monter une dernière fois.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bidding ends when three players in a row pass after a bid.</source>
        <translation>Les enchères s&apos;arrêtent quand trois joueurs de suite passent après une annonce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If nobody bids at all, the next dealer deals afresh.</source>
        <translation>Si personne n&apos;annonce, le donneur suivant redistribue.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trump and all trump</source>
        <translation>Sans atout et tout atout</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In all trump every suit follows the trump rules, and any king and Ober of one suit make a belote.</source>
        <translation>En tout atout, chaque couleur suit les règles de l&apos;atout, et tout roi et Ober d&apos;une même couleur font une belote.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In all trump every suit follows the trump rules, and any king and queen of one suit make a belote.</source>
        <translation>En tout atout, chaque couleur suit les règles de l&apos;atout, et tout roi et dame d&apos;une même couleur font une belote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no belote in no trump.</source>
        <translation>Il n&apos;y a pas de belote à sans atout.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The takers make their contract when their points (tricks, last trick, belote, declarations) reach the bid and beat the defenders&apos; points.</source>
        <translation>Les preneurs réussissent quand leurs points (plis, dix de der, belote, annonces) atteignent l&apos;annonce et dépassent ceux des défenseurs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers make their contract when their points (tricks, last trick, belote, declarations) reach the bid.</source>
        <translation>Les preneurs réussissent quand leurs points (plis, dix de der, belote, annonces) atteignent l&apos;annonce.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A capot bid is made only by taking all eight tricks.</source>
        <translation>Une annonce de capot n&apos;est réussie qu&apos;en faisant les huit plis.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made: the takers score the bid plus their points; the defenders score their own points.</source>
        <translation>Réussi&#xa0;: les preneurs marquent l&apos;annonce plus leurs points&#xa0;; les défenseurs marquent les leurs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down: the defenders score %n plus the bid and every declaration; the takers only their belote.</source>
        <translation>Chute&#xa0;: les défenseurs marquent %n plus l&apos;annonce et toutes les annonces de points&#xa0;; les preneurs seulement leur belote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre or surcontre, the side that wins the contract scores %n plus the bid times the multiplier, plus every declaration.</source>
        <translation>Après une contre ou une surcontre, le camp qui gagne marque %n plus l&apos;annonce multipliée, plus toutes les annonces de points.</translation>
    </message>
    <message>
        <location line="-336"/>
        <source>Four players in two teams, partners opposite each other, with all 32 cards.</source>
        <translation>Quatre joueurs en deux équipes, les partenaires face à face, avec les 32 cartes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each on their own, at South, East and West; the 7s and 8s are left out, so 24 cards.</source>
        <translation>Trois joueurs, chacun pour soi, au Sud, à l&apos;Est et à l&apos;Ouest&#xa0;; sans les 7 ni les 8, donc 24 cartes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two players face to face, South against North, with 24 cards (no 7s or 8s).</source>
        <translation>Deux joueurs face à face, Sud contre Nord, avec 24 cartes (sans les 7 ni les 8).</translation>
    </message>
    <message>
        <location line="+337"/>
        <source>Play goes round from South to East, North and West, skipping any empty seat.</source>
        <translation>Le jeu tourne du Sud à l&apos;Est, au Nord puis à l&apos;Ouest, en sautant les places vides.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer changes every deal; the player who plays just before the dealer cuts the pack first.</source>
        <translation>Le donneur change à chaque donne&#xa0;; le joueur qui joue juste avant lui coupe d&apos;abord le paquet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Six cards each</source>
        <translation>Six cartes chacun</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Five cards each</source>
        <translation>Cinq cartes chacun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>are dealt and the next card is turned face up.</source>
        <translation>sont distribuées et la carte suivante est retournée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turned Unter is a Bizon: its suit is trump at once and the first hand takes it, without any bidding.</source>
        <translation>Un Unter retourné est un Bizon&#xa0;: sa couleur est atout d&apos;office et le premier joueur le prend, sans enchères.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A turned jack is a Bizon: its suit is trump at once and the first hand takes it, without any bidding.</source>
        <translation>Un valet retourné est un Bizon&#xa0;: sa couleur est atout d&apos;office et le premier joueur le prend, sans enchères.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Otherwise, from the first hand, each player takes the turned suit or passes;</source>
        <translation>Sinon, à partir du premier, chacun prend la couleur retournée ou passe&#xa0;;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>if everyone passes, each in turn names another suit or passes, and the dealer may not pass.</source>
        <translation>si tout le monde passe, chacun à son tour nomme une autre couleur ou passe, et le donneur ne peut pas passer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone then gets three more cards; the taker gets the turned card and two more.</source>
        <translation>Chacun reçoit ensuite trois cartes&#xa0;; le preneur reçoit la retourne et deux cartes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When trump was named in the second round, the turned card goes to the dealer.</source>
        <translation>Quand l&apos;atout a été nommé au second tour, la retourne va au donneur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone then gets three more cards, nine in all; the taker of the first round gets the turned card and two more.</source>
        <translation>Chacun reçoit ensuite trois cartes, neuf en tout&#xa0;; le preneur du premier tour reçoit la retourne et deux cartes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a second-round trump the turned card is put aside; some cards stay undealt.</source>
        <translation>Après un atout nommé au second tour, la retourne est mise de côté&#xa0;; quelques cartes ne sont pas distribuées.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After a first-round take, whoever holds the 7 of trump may swap it for the turned card;</source>
        <translation>Après une prise au premier tour, qui tient le 7 d&apos;atout peut l&apos;échanger contre la retourne&#xa0;;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the taker then gets the 7 instead.</source>
        <translation>le preneur reçoit alors le 7 à la place.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player whose eight cards are worth fewer than 14 points may cancel the deal before play.</source>
        <translation>Un joueur dont les huit cartes valent moins de 14 points peut annuler la donne avant le jeu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If you cannot follow, you must trump.</source>
        <translation>Si vous ne pouvez pas fournir, vous devez couper.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The taker leads the first trick; the winner of each trick leads the next.</source>
        <translation>Le preneur entame le premier pli&#xa0;; le gagnant de chaque pli entame le suivant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody but the taker may lead trump until the taker has led it, unless they hold nothing else.</source>
        <translation>Personne d&apos;autre que le preneur ne peut entamer atout avant lui, sauf s&apos;il n&apos;a rien d&apos;autre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow the suit led whenever you can; on a trump lead, beat the best trump if you can.</source>
        <translation>Fournissez à la couleur demandée quand vous le pouvez&#xa0;; à l&apos;atout, montez sur le plus fort si vous le pouvez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When trumping, beat the best trump played if you can, or else play a lower one.</source>
        <translation>En coupant, surcoupez le plus fort atout joué si vous le pouvez, sinon sous-coupez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With neither the suit led nor a trump, play anything. The cards you may play are raised.</source>
        <translation>Sans la couleur demandée ni atout, jouez ce que vous voulez. Les cartes jouables sont surélevées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bella: king and queen of trump</source>
        <translation>Belote&#xa0;: roi et dame d&apos;atout</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bella: king and Ober of trump</source>
        <translation>Belote&#xa0;: roi et Ober d&apos;atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierce: three in a row in one suit</source>
        <translation>Tierce&#xa0;: trois qui se suivent dans une couleur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four queens, kings, tens or aces</source>
        <translation>Carré de dames, de rois, de dix ou d&apos;as</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four Obers, kings, tens or aces</source>
        <translation>Carré d&apos;Obers, de rois, de dix ou d&apos;as</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A combination counts only if you declare it yourself, on one of your turns in the first two tricks:</source>
        <translation>Une combinaison ne compte que si vous l&apos;annoncez vous-même, à l&apos;un de vos tours dans les deux premiers plis&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>press its button above your hand before you play your card. Declaring shows the cards.</source>
        <translation>appuyez sur son bouton au-dessus de votre main avant de jouer votre carte. L&apos;annonce montre les cartes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bella may be declared until you play the king or Ober of trump.</source>
        <translation>La belote peut s&apos;annoncer jusqu&apos;à ce que vous jouiez le roi ou l&apos;Ober d&apos;atout.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bella may be declared until you play the king or queen of trump.</source>
        <translation>La belote peut s&apos;annoncer jusqu&apos;à ce que vous jouiez le roi ou la dame d&apos;atout.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the second trick the side with the best combination scores all of its own; Bella always counts.</source>
        <translation>Après le deuxième pli, le camp qui a la meilleure combinaison marque toutes les siennes&#xa0;; la belote compte toujours.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fours beat runs (Unters, then nines, aces, tens, kings, Obers); a longer run beats a shorter one, then the higher top card, then a run in trump.</source>
        <translation>Les carrés battent les suites (Unters, puis neuf, as, dix, rois, Obers)&#xa0;; une suite plus longue bat une plus courte, puis la plus haute carte de tête, puis une suite à l&apos;atout.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fours beat runs (jacks, then nines, aces, tens, kings, queens); a longer run beats a shorter one, then the higher top card, then a run in trump.</source>
        <translation>Les carrés battent les suites (valets, puis neuf, as, dix, rois, dames)&#xa0;; une suite plus longue bat une plus courte, puis la plus haute carte de tête, puis une suite à l&apos;atout.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two equal runs of different sides, neither in trump, cancel each other.</source>
        <translation>Deux suites égales de camps différents, aucune à l&apos;atout, s&apos;annulent.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four 8s cancel every combination except Bella; four 7s cancel the deal;</source>
        <translation>Quatre 8 annulent toutes les combinaisons sauf la belote&#xa0;; quatre 7 annulent la donne&#xa0;;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all eight trumps in one hand (Belot) win the game at once.</source>
        <translation>les huit atouts dans une main (Belot) gagnent la partie d&apos;un coup.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At this table each player&apos;s combinations of 100 or more count at most twice a game.</source>
        <translation>À cette table, les combinaisons de 100 ou plus de chaque joueur ne comptent que deux fois par partie au plus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each side counts its tricks, the last trick (10), its combinations and Bella; the duel keeps these exact points.</source>
        <translation>Chaque camp compte ses plis, le dernier pli (10), ses combinaisons et la belote&#xa0;; le duel garde ces points exacts.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A taker who counts fewer points than the opponent loses everything to the opponent: a BT.</source>
        <translation>Un preneur qui compte moins de points que l&apos;adversaire lui laisse tout&#xa0;: un BT.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player without a trick loses 100 points and counts no combinations; every third BT costs 100 more.</source>
        <translation>Un joueur sans pli perd 100 points et ne compte aucune combinaison&#xa0;; chaque troisième BT coûte 100 de plus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each side counts its tricks, the last trick (10), its combinations and Bella.</source>
        <translation>Chaque camp compte ses plis, le dernier pli (10), ses combinaisons et la belote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points become balls: ten points a ball, 5 and under rounded down, 6 and over up; a deal without combinations is 16 balls.</source>
        <translation>Les points deviennent des boules&#xa0;: dix points la boule, 5 et moins arrondis en dessous, 6 et plus au-dessus&#xa0;; une donne sans combinaison vaut 16 boules.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A taker who counts fewer points than an opponent scores nothing and the best opponent takes all the points: a BT.</source>
        <translation>Un preneur qui compte moins de points qu&apos;un adversaire ne marque rien et le meilleur adversaire prend tous les points&#xa0;: un BT.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side without a trick loses 10 balls and counts no combinations; every third BT costs 10 balls more.</source>
        <translation>Un camp sans pli perd 10 boules et ne compte aucune combinaison&#xa0;; chaque troisième BT coûte 10 boules de plus.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Target</source>
        <translation>But</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The options at this table</source>
        <translation>Les options de cette table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change them in Settings; they take effect from the next game.</source>
        <translation>Modifiez-les dans les Réglages&#xa0;; elles s&apos;appliquent dès la partie suivante.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The team that takes the trump must score more than the other team.</source>
        <translation>L&apos;équipe qui prend l&apos;atout doit marquer plus que l&apos;autre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The teams bid for the right to choose trump; the highest bidders must then make their bid.</source>
        <translation>Les équipes enchérissent pour choisir l&apos;atout&#xa0;; les plus forts enchérisseurs doivent ensuite réussir leur annonce.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+20"/>
        <source>The match is a single deal.</source>
        <translation>La partie se joue en une seule donne.</translation>
    </message>
    <message numerus="yes">
        <location line="-18"/>
        <source>The first team to reach %n points after a deal wins; a tie plays another deal.</source>
        <translation>
            <numerusform>La première équipe à atteindre %n point après une donne gagne&#xa0;; en cas d&apos;égalité, on joue une autre donne.</numerusform>
            <numerusform>La première équipe à atteindre %n points après une donne gagne&#xa0;; en cas d&apos;égalité, on joue une autre donne.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The taker must count at least as many points as each opponent; scores are kept in balls.</source>
        <translation>Le preneur doit compter au moins autant de points que chaque adversaire&#xa0;; le score se compte en boules.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The taker must count at least as many points as the opponent; a duel keeps exact points.</source>
        <translation>Le preneur doit compter au moins autant de points que l&apos;adversaire&#xa0;; un duel garde les points exacts.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The first player over %n points wins; if both pass it in the same deal, the limit rises by 500.</source>
        <translation>
            <numerusform>Le premier joueur au-delà de %n point gagne&#xa0;; si les deux le dépassent dans la même donne, la limite monte de 500.</numerusform>
            <numerusform>Le premier joueur au-delà de %n points gagne&#xa0;; si les deux le dépassent dans la même donne, la limite monte de 500.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The first side over %n balls wins; if several pass it in the same deal, the limit rises by 50.</source>
        <translation>
            <numerusform>Le premier camp au-delà de %n boule gagne&#xa0;; si plusieurs la dépassent dans la même donne, la limite monte de 50.</numerusform>
            <numerusform>Le premier camp au-delà de %n boules gagne&#xa0;; si plusieurs les dépassent dans la même donne, la limite monte de 50.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing your hand</source>
        <translation>Jouer votre main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bidding box</source>
        <translation>La boîte d&apos;enchères</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game</source>
        <translation>La partie</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="-46"/>
        <source>%1 &amp; %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Passed out</source>
        <translation>Tous passent</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Down (BT)</source>
        <translation>Chute (BT)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Made</source>
        <translation>Réussi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>Chute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Litige</source>
        <translation>Litige</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="-81"/>
        <source>Cards %1</source>
        <translation>Cartes %1</translation>
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
        <translation>Combinaisons</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+72"/>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <location filename="../ui/scene_labels.py" line="+80"/>
        <location filename="../ui/score_model.py" line="+1"/>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+1"/>
        <location filename="../ui/table_labels.py" line="-54"/>
        <location line="+50"/>
        <location line="+5"/>
        <source>Taker</source>
        <translation>Preneur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards NS</source>
        <translation>Cartes NS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards EW</source>
        <translation>Cartes EO</translation>
    </message>
    <message>
        <location filename="../ui/accessibility.py" line="+57"/>
        <location line="+2"/>
        <source>Seven</source>
        <translation>Sept</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Eight</source>
        <translation>Huit</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Nine</source>
        <translation>Neuf</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Ten</source>
        <translation>Dix</translation>
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
        <translation>Roi</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Daus</source>
        <translation>As</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>Dame</translation>
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
        <translation>carte, face cachée</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1, not playable</source>
        <translation>%1, non jouable</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, playable</source>
        <translation>%1, jouable</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, hint</source>
        <translation>%1, carte conseillée</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your hand, %n cards</source>
        <translation>
            <numerusform>Votre main, %n carte</numerusform>
            <numerusform>Votre main, %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Hand of %1, %n cards</source>
        <translation>
            <numerusform>Main de %1, %n carte</numerusform>
            <numerusform>Main de %1, %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>à son tour</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1, played by %2</source>
        <translation>%1, carte de %2</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Trick, %n cards</source>
        <translation>
            <numerusform>Pli, %n carte</numerusform>
            <numerusform>Pli, %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trick, no card yet</source>
        <translation>Pli, encore aucune carte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turned card: %1</source>
        <translation>Retourne&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+108"/>
        <location line="+70"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>You play %1</source>
        <translation>Vous&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You win the trick</source>
        <translation>Pli pour vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the trick</source>
        <translation>Pli pour %1</translation>
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
        <translation>Donneur&#xa0;: vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 deals</source>
        <translation>Donneur&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody takes</source>
        <translation>Personne ne prend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take, trump: %1</source>
        <translation>Preneur&#xa0;: vous, atout&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes, trump: %2</source>
        <translation>Preneur&#xa0;: %1, atout&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+1"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal NS</source>
        <translation>Donne NS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal EW</source>
        <translation>Donne EO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total NS</source>
        <translation>Total NS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total EW</source>
        <translation>Total EO</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Deal number</source>
        <translation>Numéro de la donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trump, and in Contrée the contract with any contre</source>
        <translation>L&apos;atout et, à la contrée, le contrat avec l&apos;éventuelle contre</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+17"/>
        <location line="+1"/>
        <source>Card points of %1, last trick included</source>
        <translation>Points de cartes (%1), dix de der compris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declaration points, for the team with the best declaration</source>
        <translation>Points d&apos;annonces, pour l&apos;équipe qui a la meilleure annonce</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Belote: king and queen of trump in one hand</source>
        <translation>Belote&#xa0;: roi et dame d&apos;atout dans la même main</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>What this deal added for %1</source>
        <translation>Ce que cette donne a rapporté à %1</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+20"/>
        <location line="+1"/>
        <source>Running total of %1</source>
        <translation>Total cumulé&#xa0;: %1</translation>
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
        <translation>Annulée (quatre 7)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancelled (under 14)</source>
        <translation>Annulée (moins de 14)</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="-24"/>
        <source>balls</source>
        <translation>boules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What this deal added for %1, in %2</source>
        <translation>Ce que cette donne a rapporté à %1, en %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Combination points, for the side with the best combination declared</source>
        <translation>Points de combinaisons, pour le camp qui a annoncé la meilleure</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bella: king and queen of trump, declared</source>
        <translation>Belote&#xa0;: roi et dame d&apos;atout, annoncés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bella: king and Ober of trump, declared</source>
        <translation>Belote&#xa0;: roi et Ober d&apos;atout, annoncés</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Belote: king and Ober of trump in one hand</source>
        <translation>Belote&#xa0;: roi et Ober d&apos;atout dans la même main</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You showed four 7s, which cancel the deal; the next dealer dealt again.</source>
        <translation>Vous aviez quatre 7, la donne est annulée&#xa0;; le donneur suivant a redistribué.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 showed four 7s, which cancel the deal; the next dealer dealt again.</source>
        <translation>%1&#xa0;: quatre 7, la donne est annulée&#xa0;; le donneur suivant a redistribué.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cancelled the deal; the next dealer dealt again.</source>
        <translation>Vous avez annulé la donne&#xa0;; le donneur suivant a redistribué.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cancelled the deal; the next dealer dealt again.</source>
        <translation>%1 a annulé la donne&#xa0;; le donneur suivant a redistribué.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody chose a trump; the next dealer dealt again.</source>
        <translation>Personne n&apos;a choisi d&apos;atout&#xa0;; le donneur suivant a redistribué.</translation>
    </message>
    <message>
        <location filename="../ui/accessibility.py" line="-22"/>
        <location line="+7"/>
        <location filename="../ui/score_model.py" line="+4"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../ui/score_model.py" line="+2"/>
        <source>%1: %2 (no trick, or a third BT)</source>
        <translation>%1&#xa0;: %2 (aucun pli, ou troisième BT)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n points held back until the next deal is won.</source>
        <translation>
            <numerusform>%n point mis en attente jusqu&apos;à ce que la donne suivante soit gagnée.</numerusform>
            <numerusform>%n points mis en attente jusqu&apos;à ce que la donne suivante soit gagnée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your team collected %n points held back from a litige.</source>
        <translation>
            <numerusform>Votre équipe a récupéré %n point mis en attente par un litige.</numerusform>
            <numerusform>Votre équipe a récupéré %n points mis en attente par un litige.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 collected %n points held back from a litige.</source>
        <translation>
            <numerusform>%1 ont récupéré %n point mis en attente par un litige.</numerusform>
            <numerusform>%1 ont récupéré %n points mis en attente par un litige.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="+37"/>
        <source>Deal %1: you showed four 7s, which cancel the deal.</source>
        <translation>Donne %1&#xa0;: vous aviez quatre 7, la donne est annulée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: you cancelled it.</source>
        <translation>Donne %1&#xa0;: vous l&apos;avez annulée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1: %2 showed four 7s, which cancel the deal.</source>
        <translation>Donne %1&#xa0;: quatre 7 chez %2, la donne est annulée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: %2 cancelled it.</source>
        <translation>Donne %1&#xa0;: %2 l&apos;a annulée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1: Belot! All eight trumps win the game.</source>
        <translation>Donne %1&#xa0;: Belot&#xa0;! Les huit atouts gagnent la partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: everyone passed.</source>
        <translation>Donne %1&#xa0;: tout le monde a passé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal %1: you took %3 and made it.</source>
        <translation>Donne %1&#xa0;: vous avez pris %3 et réussi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3 and won every trick!</source>
        <translation>Donne %1&#xa0;: vous avez pris %3 et fait tous les plis&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3 and went down.</source>
        <translation>Donne %1&#xa0;: vous avez pris %3 et chuté.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: you took %3: a tie (litige).</source>
        <translation>Donne %1&#xa0;: vous avez pris %3&#xa0;: égalité (litige).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1: %2 took %3 and made it.</source>
        <translation>Donne %1&#xa0;: %2 a pris %3 et a réussi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3 and won every trick!</source>
        <translation>Donne %1&#xa0;: %2 a pris %3 et a fait tous les plis&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3 and went down.</source>
        <translation>Donne %1&#xa0;: %2 a pris %3 et a chuté.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1: %2 took %3: a tie (litige).</source>
        <translation>Donne %1&#xa0;: %2 a pris %3&#xa0;: égalité (litige).</translation>
    </message>
    <message>
        <location filename="../ui/score_sheet.py" line="-113"/>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+2"/>
        <location filename="../ui/table_labels.py" line="-34"/>
        <source>one deal</source>
        <translation>une donne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2    %3: %4    (playing to %5)</source>
        <translation>%1&#xa0;: %2    %3&#xa0;: %4    (partie en %5)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1    (playing to %2)</source>
        <translation>%1    (partie en %2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Points this deal</source>
        <translation>Points de cette donne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Balls this deal</source>
        <translation>Boules de cette donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>Card points</source>
        <translation>Points de cartes</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+11"/>
        <source>Counted</source>
        <translation>Compté</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Penalties</source>
        <translation>Pénalités</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scored this deal</source>
        <translation>Marqué cette donne</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>Match total</source>
        <translation>Total de la partie</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="+40"/>
        <source>all eight tricks</source>
        <translation>les huit plis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 needed %2 and counted %3.</source>
        <translation>%1 devaient faire %2 et ont compté %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needed more than %2&apos;s %3 and counted %4.</source>
        <translation>%1 devaient dépasser les %3 de l&apos;équipe %2 et ont compté %4.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="-490"/>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad luck</source>
        <translation>Malchance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good</source>
        <translation>Bonne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only card</source>
        <translation>Seule carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not solved</source>
        <translation>Non résolue</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The only card that could be played.</source>
        <translation>La seule carte jouable.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double dummy (all hands known) it cost %1.</source>
        <translation>À cartes ouvertes (toutes les mains connues), elle a coûté %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An error: in %1 of %2 deals consistent with what you could see, %3 does better; %4 lost on average.</source>
        <translation>Une erreur&#xa0;: dans %1 des %2 donnes compatibles avec ce que vous pouviez voir, %3 fait mieux&#xa0;; %4 points perdus en moyenne.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bad luck: the right card for what you could see; the hidden cards lay against it.</source>
        <translation>Malchance&#xa0;: la bonne carte d&apos;après ce que vous pouviez voir&#xa0;; les cartes cachées étaient placées contre elle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The search ran out of time on this position.</source>
        <translation>La recherche a manqué de temps sur cette position.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A good card.</source>
        <translation>Une bonne carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Expert would have played %1.</source>
        <translation>L&apos;Expert aurait joué %1.</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>The analysis stopped unexpectedly.</source>
        <translation>L&apos;analyse s&apos;est arrêtée de façon inattendue.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The deal&apos;s four hands and the trick</source>
        <translation>Les quatre mains de la donne et le pli</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>Deal review</source>
        <translation>Analyse de la donne</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/score_model.py" line="-151"/>
        <location filename="../ui/score_sheet.py" line="+32"/>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Trick</source>
        <translation>Pli</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost</source>
        <translation>Coût</translation>
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
        <translation>Les cartes jouées et leurs verdicts</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Analysing… %v of %m</source>
        <translation>Analyse… %v sur %m</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>« Start</source>
        <translation>«&#xa0;Début</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Back</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End »</source>
        <translation>Fin&#xa0;»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jump to a trick</source>
        <translation>Aller à un pli</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Trick:</source>
        <translation>Pli&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play this deal again</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This game has no finished deal with card play to review.</source>
        <translation>Cette partie n&apos;a aucune donne jouée jusqu&apos;au bout à analyser.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Auction: %1</source>
        <translation>Enchères&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Declarations: %1</source>
        <translation>Annonces&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Trick %1: %2 played %3</source>
        <translation>Pli %1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>As dealt</source>
        <translation>Après la distribution</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The analysis failed: %1</source>
        <translation>L&apos;analyse a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Errors: %1 (%2 deal points lost on average); bad luck: %3.</source>
        <translation>Erreurs&#xa0;: %1 (%2 points de donne perdus en moyenne)&#xa0;; malchance&#xa0;: %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The same players, from the start</source>
        <translation>Les mêmes joueurs, depuis le début</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From %1&apos;s seat</source>
        <translation>À la place de %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With the Expert in your seat</source>
        <translation>Avec l&apos;Expert à votre place</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The same cards, played again: %1. The first time (deal %2): %3.</source>
        <translation>Les mêmes cartes, rejouées&#xa0;: %1. La première fois (donne %2)&#xa0;: %3.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Review the deal…</source>
        <translation>Analyser la donne…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Review deal…</source>
        <translation>Analyser la donne…</translation>
    </message>
    <message>
        <location filename="../ui/review_hooks.py" line="+46"/>
        <source>Review a deal…</source>
        <translation>Analyser une donne…</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Abandon the game in progress and play deal %1 again?</source>
        <translation>Abandonner la partie en cours et rejouer la donne %1&#xa0;?</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Review a deal of a saved game</source>
        <translation>Analyser une donne d&apos;une partie enregistrée</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This file cannot be reviewed: %1</source>
        <translation>Ce fichier ne peut pas être analysé&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="-32"/>
        <source>Your team counted %2, fewer than an opponent: %3, and the points go to the best opponent.</source>
        <translation>Votre équipe a compté %2, moins qu&apos;un adversaire&#xa0;: %3, et les points vont au meilleur adversaire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You counted %2, fewer than an opponent: %3, and the points go to the best opponent.</source>
        <translation>Vous avez compté %2, moins qu&apos;un adversaire&#xa0;: %3, et les points vont au meilleur adversaire.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your team counted %2, no fewer than any opponent.</source>
        <translation>Votre équipe a compté %2, au moins autant que chaque adversaire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You counted %2, no fewer than any opponent.</source>
        <translation>Vous avez compté %2, au moins autant que chaque adversaire.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 counted %2, no fewer than any opponent.</source>
        <translation>%1&#xa0;: %2 comptés, au moins autant que chaque adversaire.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your team needed %2 and counted %3.</source>
        <translation>Votre équipe devait faire %2 et a compté %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your team needed more than %2&apos;s %3 and counted %4.</source>
        <translation>Votre équipe devait dépasser les %3 de l&apos;équipe %2 et a compté %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needed more than your team&apos;s %3 and counted %4.</source>
        <translation>%1 devaient dépasser les %3 de votre équipe et ont compté %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/score_sheet.py" line="+22"/>
        <source>A tie: %n points of the takers wait for the winner of the next deal.</source>
        <translation>
            <numerusform>Égalité&#xa0;: %n point des preneurs attend le gagnant de la donne suivante.</numerusform>
            <numerusform>Égalité&#xa0;: %n points des preneurs attendent le gagnant de la donne suivante.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your team also collects %n points held back from the tie.</source>
        <translation>
            <numerusform>Votre équipe récupère aussi %n point mis en attente par l&apos;égalité.</numerusform>
            <numerusform>Votre équipe récupère aussi %n points mis en attente par l&apos;égalité.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 also collect %n points held back from the tie.</source>
        <translation>
            <numerusform>%1 récupèrent aussi %n point mis en attente par l&apos;égalité.</numerusform>
            <numerusform>%1 récupèrent aussi %n points mis en attente par l&apos;égalité.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You showed four 7s: the deal is cancelled and the next dealer deals again.</source>
        <translation>Vous avez quatre 7&#xa0;: la donne est annulée et le donneur suivant redistribue.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deal was cancelled: the next dealer deals again.</source>
        <translation>La donne a été annulée&#xa0;: le donneur suivant redistribue.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody chose a trump: the next dealer deals again.</source>
        <translation>Personne n&apos;a choisi d&apos;atout&#xa0;: le donneur suivant redistribue.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next deal</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Match over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your team wins!</source>
        <translation>Votre équipe gagne&#xa0;!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You win!</source>
        <translation>Vous gagnez&#xa0;!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 win!</source>
        <translation>%1 gagnent&#xa0;!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins!</source>
        <translation>%1 gagne&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 to %2, by %n balls after %3.</source>
        <translation>
            <numerusform>%1 à %2, avec %n boule d&apos;écart après %3.</numerusform>
            <numerusform>%1 à %2, avec %n boules d&apos;écart après %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 to %2, by %n points after %3.</source>
        <translation>
            <numerusform>%1 à %2, avec %n point d&apos;écart après %3.</numerusform>
            <numerusform>%1 à %2, avec %n points d&apos;écart après %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-4"/>
        <source>%n deals</source>
        <translation>
            <numerusform>%n donne</numerusform>
            <numerusform>%n donnes</numerusform>
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
        <translation>%1&#xa0;: %2 comptés, moins qu&apos;un adversaire&#xa0;: %3, et les points vont au meilleur adversaire.</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+12"/>
        <source>a BT</source>
        <translation>un BT</translation>
    </message>
    <message>
        <location filename="../ui/score_sheet.py" line="+54"/>
        <source>%1 showed four 7s: the deal is cancelled and the next dealer deals again.</source>
        <translation>%1&#xa0;: quatre 7, la donne est annulée et le donneur suivant redistribue.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Belot: all eight trumps in one hand win the game.</source>
        <translation>Belot&#xa0;: les huit atouts dans une même main gagnent la partie.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+8"/>
        <source>Contracts taken</source>
        <translation>Contrats pris</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <source>Contracts made</source>
        <translation>Contrats réussis</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Capots</source>
        <translation>Capots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declaration points</source>
        <translation>Points d&apos;annonces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote points</source>
        <translation>Points de belote</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Combination points</source>
        <translation>Points de combinaisons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bella points</source>
        <translation>Points de belote</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Final score</source>
        <translation>Score final</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../ui/settings.py" line="-26"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="-164"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-445"/>
        <source>A card is turned up after five are dealt: take it as trump, or name another suit.</source>
        <translation>Une carte est retournée après les cinq premières&#xa0;: prenez-la comme atout, ou nommez une autre couleur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All eight cards first, then bid how many points your team will make, in a trump.</source>
        <translation>Les huit cartes d&apos;abord, puis annoncez combien de points votre équipe fera, dans un atout.</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="+38"/>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards and table</source>
        <translation>Cartes et table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comfort</source>
        <translation>Confort</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rules apply from the next game; cards, table and speed at once.</source>
        <translation>Les règles s&apos;appliquent à la partie suivante&#xa0;; cartes, table et vitesse tout de suite.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not playable yet: the rules engine does not support it.</source>
        <translation>Pas encore jouable&#xa0;: le moteur de règles ne la connaît pas.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: coming later, the rules engine cannot play it yet.</source>
        <translation>%1&#xa0;: plus tard, le moteur de règles ne sait pas encore la jouer.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Preset</source>
        <translation>Préréglage</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Play to</source>
        <translation>Partie en</translation>
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
        <translation>Combien de temps l&apos;Expert peut réfléchir à chaque carte ou enchère</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinking time</source>
        <translation>Temps de réflexion</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>The system&apos;s language</source>
        <translation>La langue du système</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>from the next start</source>
        <translation>au prochain démarrage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keep statistics of every deal</source>
        <translation>Garder des statistiques de chaque donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card sounds</source>
        <translation>Sons des cartes</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Play my only legal card by itself</source>
        <translation>Jouer automatiquement ma seule carte permise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim the remaining tricks when they are all mine</source>
        <translation>Réclamer les plis restants quand ils sont tous à moi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card with a double-click or a drag, not one click</source>
        <translation>Jouer une carte par double-clic ou en la glissant, pas d&apos;un seul clic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show on each card of the trick who played it</source>
        <translation>Montrer sur chaque carte du pli qui l&apos;a jouée</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Easier to see</source>
        <translation>Plus lisible</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>High-contrast table</source>
        <translation>Table très contrastée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French deck in four colours (diamonds blue, clubs green)</source>
        <translation>Jeu français en quatre couleurs (carreaux bleus, trèfles verts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French deck with large corner indices</source>
        <translation>Jeu français à grands index</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>A person</source>
        <translation>Une personne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer</source>
        <translation>L&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot level</source>
        <translation>Niveau du robot</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="+37"/>
        <source>Partners sit opposite each other: South and North play against East and West.</source>
        <translation>Les partenaires se font face&#xa0;: Sud et Nord jouent contre Est et Ouest.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players, each for themselves, sit at South, East and West.</source>
        <translation>Trois joueurs, chacun pour soi, sont assis au Sud, à l&apos;Est et à l&apos;Ouest.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two players face each other: South against North.</source>
        <translation>Deux joueurs face à face&#xa0;: Sud contre Nord.</translation>
    </message>
    <message>
        <location filename="../ui/settings_dialog.py" line="+55"/>
        <source>When two or more seats are people, the game hides the cards between turns so you can pass the computer around.</source>
        <translation>Quand deux places ou plus sont tenues par des personnes, le jeu cache les cartes entre les tours pour que vous puissiez vous passer l&apos;ordinateur.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At this table %1 stays empty.</source>
        <translation>À cette table, la place %1 reste vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No person plays: the computer plays every seat and you watch.</source>
        <translation>Personne ne joue&#xa0;: l&apos;ordinateur tient toutes les places et vous regardez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No person plays: the computer plays all four seats and you watch.</source>
        <translation>Personne ne joue&#xa0;: l&apos;ordinateur tient les quatre places et vous regardez.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+4"/>
        <source>One person against the computer.</source>
        <translation>Une personne contre l&apos;ordinateur.</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-44"/>
        <source>Five cards and a turned card, as in Classic; the taker leads, combinations are declared in the first two tricks and scores are kept in balls. Four, three or two players.</source>
        <translation>Cinq cartes et une retourne, comme à la classique&#xa0;; le preneur entame, les combinaisons s&apos;annoncent dans les deux premiers plis et le score se compte en boules. À quatre, trois ou deux.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/settings_dialog.py" line="+2"/>
        <source>%n people share this computer (hotseat).</source>
        <translation>
            <numerusform>%n personne partage cet ordinateur (chacun son tour).</numerusform>
            <numerusform>%n personnes partagent cet ordinateur (chacun son tour).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Other…</source>
        <translation>Autre…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+76"/>
        <source>Table colour</source>
        <translation>Couleur de la table</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="+480"/>
        <location filename="../ui/settings_dialog.py" line="-343"/>
        <location line="+423"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../ui/table_labels.py" line="-152"/>
        <source>Contre!</source>
        <translation>Contre&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre!</source>
        <translation>Surcontre&#xa0;!</translation>
    </message>
    <message>
        <location filename="../ui/help_text.py" line="-587"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Swap the 7</source>
        <translation>Échanger le 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Cancel the deal</source>
        <translation>Annuler la donne</translation>
    </message>
    <message>
        <location filename="../ui/table_labels.py" line="+15"/>
        <source>Contré ×2</source>
        <translation>Contré ×2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontré ×%1</source>
        <translation>Surcontré ×%1</translation>
    </message>
    <message>
        <location filename="../ui/declare_panel.py" line="-4"/>
        <location filename="../ui/table_labels.py" line="+5"/>
        <source>Tierce</source>
        <translation>Tierce</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Fifty</source>
        <translation>Cinquante</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Hundred</source>
        <translation>Cent</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/help_text.py" line="+332"/>
        <location line="+207"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four Unters</source>
        <translation>Carré d&apos;Unters</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/table_labels.py" line="+2"/>
        <source>Four aces</source>
        <translation>Carré d&apos;as</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four tens</source>
        <translation>Carré de dix</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four kings</source>
        <translation>Carré de rois</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four queens</source>
        <translation>Carré de dames</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/table_labels.py" line="+0"/>
        <source>Four Obers</source>
        <translation>Carré d&apos;Obers</translation>
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
        <translation>Carré de huit</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Four sevens</source>
        <translation>Carré de sept</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belot (all eight trumps)</source>
        <translation>Belot (huit atouts)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to the %2</source>
        <translation>%1 au %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Declare:</source>
        <translation>Annoncer&#xa0;:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Declare it now: it shows the cards, and you then play a card.</source>
        <translation>Annoncez maintenant&#xa0;: vos cartes sont montrées, puis vous jouez une carte.</translation>
    </message>
    <message>
        <location filename="../ui/score_words.py" line="-94"/>
        <location filename="../ui/table_labels.py" line="+1"/>
        <source>Belot!</source>
        <translation>Belot&#xa0;!</translation>
    </message>
    <message>
        <location filename="../ui/table_labels.py" line="+12"/>
        <source>to the</source>
        <translation>au</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Score in points</source>
        <translation>Score en points</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score in balls</source>
        <translation>Score en boules</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Playing to</source>
        <translation>Partie en</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Auction</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+26"/>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Turned card</source>
        <translation>Retourne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Highest bid</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To speak</source>
        <translation>Doit parler</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Contré</source>
        <translation>Contré</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surcontré</source>
        <translation>Surcontré</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+10"/>
        <source>Doubled</source>
        <translation>Contré</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+12"/>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <location filename="../ui/table_scene.py" line="+228"/>
        <source>Pass the computer to %1, then click</source>
        <translation>Passez l&apos;ordinateur à %1, puis cliquez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every hand stays hidden until then.</source>
        <translation>Toutes les mains restent cachées jusque-là.</translation>
    </message>
    <message>
        <location filename="../ui/scene_labels.py" line="-2"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../ui/table_labels.py" line="-56"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/scene_labels.py" line="+19"/>
        <source>%n tricks won by %1</source>
        <translation>
            <numerusform>%n pli gagné par %1</numerusform>
            <numerusform>%n plis gagnés par %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Last trick, won by %1</source>
        <translation>Dernier pli, gagné par %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/scene_steps.py" line="+131"/>
        <source>Cut after %n cards</source>
        <translation>
            <numerusform>Coupe après %n carte</numerusform>
            <numerusform>Coupe après %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bizon! The jack makes trump</source>
        <translation>Bizon&#xa0;! Le valet fait l&apos;atout</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bizon! The Unter makes trump</source>
        <translation>Bizon&#xa0;! L&apos;Unter fait l&apos;atout</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swapped the 7 for the turned card</source>
        <translation>A échangé le 7 contre la retourne</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal cancelled</source>
        <translation>Donne annulée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rebelote!</source>
        <translation>Rebelote&#xa0;!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Belote!</source>
        <translation>Belote&#xa0;!</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="+65"/>
        <source>The deck in use, {deck}, is not ours: its licence is {licence}.</source>
        <translation>Le jeu utilisé, {deck}, n&apos;est pas le nôtre&#xa0;: sa licence est {licence}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deck in use, {deck}, is not ours, and its file does not state a licence.</source>
        <translation>Le jeu utilisé, {deck}, n&apos;est pas le nôtre, et son fichier n&apos;indique aucune licence.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck in use, {deck}, is not ours and states no licence: it is under the licence of the package that installed it ({path}).</source>
        <translation>Le jeu utilisé, {deck}, n&apos;est pas le nôtre et n&apos;indique aucune licence&#xa0;: il relève de la licence du paquet qui l&apos;a installé ({path}).</translation>
    </message>
    <message>
        <location filename="../metainfo_texts.py" line="+25"/>
        <source>Offline Belote, Contrée and Romanian Belot card game</source>
        <translation>Jeu de cartes de belote, contrée et belote roumaine, hors ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/about.py" line="+9"/>
        <source>An offline desktop Belote: Classic Belote, Contrée and Romanian Belot, with SVG card decks, bots and local hotseat play.</source>
        <translation>Une belote de bureau hors ligne&#xa0;: belote classique, contrée et belote roumaine, avec des jeux de cartes SVG, des robots et le jeu à plusieurs sur un même ordinateur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on your own computer with no account and no network: against computer opponents, or with friends sharing one screen.</source>
        <translation>Jouez sur votre ordinateur, sans compte ni réseau&#xa0;: contre des adversaires gérés par l&apos;ordinateur, ou entre amis sur un même écran.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic Belote, Contrée (Coinche) and Romanian Belot, each with the rule options of its tradition</source>
        <translation>Belote classique, contrée (coinche) et belote roumaine, chacune avec les options de règles de sa tradition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote and rebelote, declarations, capot and litige counted for you</source>
        <translation>Belote et rebelote, annonces, capot et litige comptés pour vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card decks in French, German and traditional French patterns, and any installed KDE or GNOME card deck</source>
        <translation>Jeux de cartes aux portraits français, allemands et français traditionnels, et tout jeu de cartes KDE ou GNOME installé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games that can be replayed and checked move by move</source>
        <translation>Parties enregistrées, à revoir et vérifier coup par coup</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card Game</source>
        <translation>Jeu de cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Belote, Contrée and Romanian Belot against the computer or with friends</source>
        <translation>Jouez à la Belote, à la Contrée et à la Belote roumaine contre l&apos;ordinateur ou entre amis</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="+3"/>
        <source>Code licence: {licence}. This program comes with ABSOLUTELY NO WARRANTY.</source>
        <translation>Licence du code&#xa0;: {licence}. Ce programme est fourni SANS AUCUNE GARANTIE.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version: {version}</source>
        <translation>Version&#xa0;: {version}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Our built-in card decks:</source>
        <translation>Nos jeux de cartes intégrés&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{deck}: {licence}</source>
        <translation>{deck}&#xa0;: {licence}</translation>
    </message>
    <message>
        <location filename="../ui/refusals.py" line="+33"/>
        <source>You may not lead a trump before the taker has led one. Playable: %1.</source>
        <translation>Vous ne pouvez pas entamer atout avant que le preneur l&apos;ait fait. Jouables&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You must follow suit: %1. Playable: %2.</source>
        <translation>Vous devez fournir à %1. Jouables&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must play a higher card in %1. Playable: %2.</source>
        <translation>Vous devez monter à %1. Jouables&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must trump with %1. Playable: %2.</source>
        <translation>Vous devez couper à %1. Jouables&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must overtrump with %1. Playable: %2.</source>
        <translation>Vous devez surcouper à %1. Jouables&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must undertrump with %1. Playable: %2.</source>
        <translation>Vous devez sous-couper à %1. Jouables&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 was the suit turned in round 1: name another suit or pass.</source>
        <translation>%1 était la couleur de la retourne au 1er tour&#xa0;: nommez une autre couleur ou passez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You must bid higher than %1.</source>
        <translation>Vous devez annoncer plus haut que %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You do not hold that card.</source>
        <translation>Vous n&apos;avez pas cette carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card: the auction is over.</source>
        <translation>Jouez une carte&#xa0;: les enchères sont finies.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The auction is not over yet.</source>
        <translation>Les enchères ne sont pas encore finies.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The auction is over.</source>
        <translation>Les enchères sont finies.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In round 1 you may only take the turned card or pass.</source>
        <translation>Au 1er tour, vous pouvez seulement prendre la retourne ou passer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turned card can only be taken in round 1: name a suit or pass.</source>
        <translation>La retourne ne se prend qu&apos;au 1er tour&#xa0;: nommez une couleur ou passez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer must choose a trump in round 2.</source>
        <translation>Le donneur doit choisir un atout au 2e tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a contre only surcontre or pass remains.</source>
        <translation>Après un contre, il ne reste que surcontre ou passe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre answers a contre of the other team.</source>
        <translation>Le surcontre répond à un contre de l&apos;équipe adverse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The contract is already surcontred.</source>
        <translation>Le contrat est déjà surcontré.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contre is said against the other team&apos;s bid.</source>
        <translation>On contre l&apos;annonce de l&apos;équipe adverse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no bid to contre.</source>
        <translation>Il n&apos;y a pas d&apos;annonce à contrer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No trump and all trump bids are not played at this table.</source>
        <translation>Les annonces sans atout et tout atout ne se jouent pas à cette table.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the holder of the 7 of trump may swap it, right after a take in round 1.</source>
        <translation>Seul le détenteur du 7 d&apos;atout peut l&apos;échanger, juste après une prise au 1er tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only a player whose cards are worth fewer than 14 points may cancel the deal.</source>
        <translation>Seul un joueur dont les cartes valent moins de 14 points peut annuler la donne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the 7 or pass.</source>
        <translation>Échangez le 7 ou passez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the deal or pass.</source>
        <translation>Annulez la donne ou passez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards that complete the hands are not known: pass only.</source>
        <translation>Les cartes qui complètent les mains sont inconnues&#xa0;: passez seulement.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>That card cannot be played now.</source>
        <translation>Cette carte ne peut pas être jouée maintenant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not allowed now.</source>
        <translation>Ce n&apos;est pas permis maintenant.</translation>
    </message>
    <message>
        <location filename="../ui/game_files.py" line="+139"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait</source>
        <translation>Veuillez patienter</translation>
    </message>
    <message>
        <location filename="../ui/guide.py" line="+184"/>
        <source>Players&apos; guide</source>
        <translation>Guide du joueur</translation>
    </message>
    <message>
        <location filename="../ui/licences.py" line="+132"/>
        <source>Licences</source>
        <translation>Licences</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bundled: {name}</source>
        <translation>Inclus&#xa0;: {name}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No licence texts were found: this copy of the game was installed without them.</source>
        <translation>Aucun texte de licence trouvé&#xa0;: cette copie du jeu a été installée sans eux.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Licences…</source>
        <translation>Licences…</translation>
    </message>
    <message>
        <location filename="../ui/presets.py" line="+38"/>
        <source>Belote Desktop&apos;s defaults</source>
        <translation>Réglages de Belote Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French federation</source>
        <translation>Fédération française</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online rooms</source>
        <translation>Salles en ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your own choice of options.</source>
        <translation>Vos propres choix d&apos;options.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Played to 701, a surcontre multiplies by 4; of the options only the partner exemption is on.</source>
        <translation>Partie en 701, la surcontre multiplie par 4&#xa0;; des options, seul «&#xa0;partenaire maître&#xa0;» est actif.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the French federation&apos;s texts: a surcontre multiplies by 3.</source>
        <translation>Comme les textes de la Fédération française&#xa0;: la surcontre multiplie par 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the Slovenian and Czech rooms: played to 701, the highest bidder may raise after three passes.</source>
        <translation>Comme les salles slovènes et tchèques&#xa0;: partie en 701, le plus fort enchérisseur peut monter après trois passes.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Played to 1000; of the options only the partner exemption is on.</source>
        <translation>Partie en 1000&#xa0;; des options, seul «&#xa0;partenaire maître&#xa0;» est actif.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the French federation&apos;s classic rules: unable to overtrump, you must still play a lower trump.</source>
        <translation>Comme les règles classiques de la Fédération française&#xa0;: sans pouvoir surcouper, il faut quand même sous-couper.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the Slovenian and Czech rooms: played to 501.</source>
        <translation>Comme les salles slovènes et tchèques&#xa0;: partie en 501.</translation>
    </message>
    <message>
        <location filename="../ui/hint_text.py" line="+28"/>
        <source>the only card the rules leave you</source>
        <translation>la seule carte que les règles vous laissent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws the last trumps</source>
        <translation>fait tomber les derniers atouts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws the opponents&apos; trumps</source>
        <translation>fait tomber les atouts adverses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leads a master card: nothing left can beat it</source>
        <translation>entame une carte maîtresse&#xa0;: plus rien ne peut la battre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gives points to partner&apos;s master</source>
        <translation>charge le pli de votre partenaire, qui est maître</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partner&apos;s trick is safe: keep your good cards</source>
        <translation>votre partenaire est maître&#xa0;: gardez vos bonnes cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overtrumps the opponent</source>
        <translation>surcoupe l&apos;adversaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trumps the trick</source>
        <translation>coupe le pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the trick as the last to play</source>
        <translation>remporte le pli en jouant le dernier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the trick with a master card</source>
        <translation>remporte le pli avec une carte maîtresse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps the 10 guarded while the ace is out</source>
        <translation>garde le 10 protégé tant que l&apos;as n&apos;est pas tombé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throws away a card worth nothing</source>
        <translation>se défausse d&apos;une carte qui ne vaut rien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the trick is lost: give it as few points as you can</source>
        <translation>le pli est perdu&#xa0;: donnez-lui le moins de points possible</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hint: %1.</source>
        <translation>Conseil&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../ui/stats_dialog.py" line="+57"/>
        <source>People</source>
        <translation>Humains</translation>
    </message>
    <message>
        <location filename="../ui/tutorial.py" line="-43"/>
        <source>Welcome to Belote</source>
        <translation>Bienvenue à la belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You sit South. North, across the table, is your partner; East and West play against you. The dealer has turned up the %1: who takes it makes its suit the trumps, the strongest suit. Take it with the Take button.</source>
        <translation>Vous êtes au Sud. Nord, en face, est votre partenaire&#xa0;; Est et Ouest jouent contre vous. Le donneur a retourné le %1&#xa0;: qui le prend fait de sa couleur l&apos;atout, la couleur la plus forte. Prenez-le avec le bouton Prendre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Leading a trick</source>
        <translation>Entamer un pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts are trumps and you play first. Everyone must follow the suit led; the highest card of that suit wins the trick, unless someone trumps. Lead the %1.</source>
        <translation>Cœur est atout et vous jouez le premier. Chacun doit fournir à la couleur demandée&#xa0;; la plus forte carte de cette couleur remporte le pli, sauf si quelqu&apos;un coupe. Entamez le %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your partner&apos;s trick</source>
        <translation>Le pli de votre partenaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North leads the ace of clubs: your partner holds the trick. You have no club, and when your partner is winning you need not trump: keep your trumps and throw the %1.</source>
        <translation>Nord entame l&apos;as de trèfle&#xa0;: votre partenaire est maître du pli. Vous n&apos;avez pas de trèfle, et quand votre partenaire est maître vous n&apos;êtes pas obligé de couper&#xa0;: gardez vos atouts et défaussez le %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Follow suit</source>
        <translation>Fournir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North leads a diamond. You hold one, so you must play it: try another card and the game tells you the rule. Play the %1.</source>
        <translation>Nord entame carreau. Vous en avez un, vous devez donc le jouer&#xa0;: essayez une autre carte et le jeu vous dira la règle. Jouez le %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>West leads a club and you have none. When an opponent holds the trick and you cannot follow suit, you must play a trump. The smallest does: play the %1.</source>
        <translation>Ouest entame trèfle et vous n&apos;en avez pas. Quand un adversaire est maître du pli et que vous ne pouvez pas fournir, vous devez couper. Le plus petit atout suffit&#xa0;: jouez le %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Overtrump</source>
        <translation>Surcouper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West has trumped with the 10. When an opponent&apos;s trump holds the trick you must play a higher trump if you can. Trumps rank J, 9, A, 10, K, Q, 8, 7: play the %1.</source>
        <translation>Ouest a coupé avec le 10. Quand l&apos;atout d&apos;un adversaire tient le pli, vous devez monter à l&apos;atout si vous le pouvez. Les atouts se rangent ainsi&#xa0;: V, 9, A, 10, R, D, 8, 7. Jouez le %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An ace</source>
        <translation>Un as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your trick, so you lead again. In the other suits the ace is the strongest card, then the 10: play the %1.</source>
        <translation>Le pli est à vous, vous entamez donc de nouveau. Dans les autres couleurs, l&apos;as est la plus forte carte, puis le 10&#xa0;: jouez le %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You hold the king and queen of trumps: the belote, worth 20 points. Play the %1: the game says &quot;Belote&quot; for you. North must go higher in trumps and takes the trick.</source>
        <translation>Vous avez le roi et la dame d&apos;atout&#xa0;: la belote, qui vaut 20 points. Jouez le %1&#xa0;: le jeu dit «&#xa0;Belote&#xa0;» pour vous. Nord doit monter à l&apos;atout et remporte le pli.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rebelote and the last trick</source>
        <translation>Rebelote et le dernier pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 completes the belote: &quot;Rebelote&quot;. The last trick is worth 10 more points.</source>
        <translation>Le %1 complète la belote&#xa0;: «&#xa0;Rebelote&#xa0;». Le dernier pli vaut 10 points de plus (dix de der).</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Leave the tutorial</source>
        <translation>Quitter le tutoriel</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>That card may be played, but this step waits for the %1.</source>
        <translation>Cette carte peut être jouée, mais cette étape attend le %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This step waits for Take.</source>
        <translation>Cette étape attend le bouton Prendre.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Each side counts the cards it won: trumps J 20, 9 14, A 11, 10 10, K 4, Q 3; other suits A 11, 10 10, K 4, Q 3, J 2; 10 for the last trick, 20 for the belote. You took, so your side needed more than East and West: %1 to %2. Next deal plays on against the computer.</source>
        <translation>Chaque camp compte les cartes qu&apos;il a gagnées&#xa0;: à l&apos;atout V 20, 9 14, A 11, 10 10, R 4, D 3&#xa0;; dans les autres couleurs A 11, 10 10, R 4, D 3, V 2&#xa0;; 10 pour le dernier pli, 20 pour la belote. Vous avez pris, votre camp devait donc faire plus qu&apos;Est et Ouest&#xa0;: %1 à %2. La donne suivante se joue contre l&apos;ordinateur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The score</source>
        <translation>Le score</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <location filename="../ui/deck_words.py" line="+14"/>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German</source>
        <translation>Allemand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traditional French</source>
        <translation>Français traditionnel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote Desktop contributors</source>
        <translation>Contributeurs de Belote Desktop</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../ui/controller.py" line="+191"/>
        <source>You claim the remaining tricks: %1</source>
        <translation>Plis restants réclamés par vous&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 claims the remaining tricks: %2</source>
        <translation>Plis restants réclamés par %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>there is no game to save</source>
        <translation>il n&apos;y a pas de partie à enregistrer</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>This match is over.</source>
        <translation>Cette partie est terminée.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Nothing to undo.</source>
        <translation>Rien à annuler.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A hint is given on your turn.</source>
        <translation>Un conseil est donné à votre tour.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Asking the {level} bot for a hint…</source>
        <translation>On demande un conseil au robot {level}…</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal over.</source>
        <translation>Donne terminée.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{name}: your call.</source>
        <translation>{name}&#xa0;: à vous de parler.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your call.</source>
        <translation>À vous de parler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: your card.</source>
        <translation>{name}&#xa0;: à vous de jouer.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn: play a card.</source>
        <translation>À vous&#xa0;: jouez une carte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: declare your combinations, then play a card.</source>
        <translation>{name}&#xa0;: annoncez vos combinaisons, puis jouez une carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare your combinations, then play a card.</source>
        <translation>Annoncez vos combinaisons, puis jouez une carte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint shown.</source>
        <translation>Conseil affiché.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{name}&apos;s bot failed ({error}); it plays a random legal move.</source>
        <translation>Le robot qui joue pour {name} a échoué ({error})&#xa0;; il joue un coup permis au hasard.</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>The game is not kept for resuming ({error}): its last %n actions would be lost if the game closed now. Game &gt; Save keeps it elsewhere.</source>
        <translation>
            <numerusform>La partie n&apos;est pas gardée pour la reprise ({error})&#xa0;: son dernier coup (%n) serait perdu si le jeu se fermait maintenant. Partie &gt; Enregistrer la garde ailleurs.</numerusform>
            <numerusform>La partie n&apos;est pas gardée pour la reprise ({error})&#xa0;: ses %n derniers coups seraient perdus si le jeu se fermait maintenant. Partie &gt; Enregistrer la garde ailleurs.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The finished game could not be removed ({error}): the next start offers it again.</source>
        <translation>La partie terminée n&apos;a pas pu être supprimée ({error})&#xa0;: elle sera proposée de nouveau au prochain lancement.</translation>
    </message>
</context>
<context>
    <name>GameFileTypes</name>
    <message>
        <location filename="../ui/file_types.py" line="+22"/>
        <source>Belote game</source>
        <translation>Partie de belote</translation>
    </message>
</context>
<context>
    <name>GermanDeck</name>
    <message>
        <location filename="../ui/help_text.py" line="-653"/>
        <source>L</source>
        <comment>German deck: the sign of leaves (Grün)</comment>
        <translation>F</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H</source>
        <comment>German deck: the sign of hearts (Herz)</comment>
        <translation>C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <comment>German deck: the sign of bells (Schellen)</comment>
        <translation>Gr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A</source>
        <comment>German deck: the sign of acorns (Eichel)</comment>
        <translation>Gl</translation>
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
        <translation>R</translation>
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
        <translation>Feuilles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <comment>German deck: the suit of Herz</comment>
        <translation>Cœurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bells</source>
        <comment>German deck: the suit of Schellen</comment>
        <translation>Grelots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Acorns</source>
        <comment>German deck: the suit of Eichel</comment>
        <translation>Glands</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="+160"/>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>Ré&amp;glages…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Dernier pli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;core sheet</source>
        <translation>&amp;Feuille de marque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istiques…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Shortcuts</source>
        <translation>Ra&amp;ccourcis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players&apos; &amp;guide</source>
        <translation>&amp;Guide du joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;utorial…</source>
        <translation>&amp;Tutoriel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About {title}</source>
        <translation>À &amp;propos de {title}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Pass the computer to {name}, then click the table.</source>
        <translation>Passez l&apos;ordinateur à {name}, puis cliquez sur la table.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Deck {deck} cannot be used ({error}); the French deck is shown.</source>
        <translation>Le jeu {deck} ne peut pas être utilisé ({error})&#xa0;; le jeu français est affiché.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The easier-to-read deck could not be drawn ({error}); the French deck is shown.</source>
        <translation>Le jeu plus lisible n&apos;a pas pu être dessiné ({error})&#xa0;; le jeu français est affiché.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Settings saved: new rules and players apply from the next game.</source>
        <translation>Réglages enregistrés&#xa0;: les nouvelles règles et les joueurs s&apos;appliquent à la partie suivante.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The settings could not be saved ({file}): they apply until the game closes.</source>
        <translation>Les réglages n&apos;ont pas pu être enregistrés ({file})&#xa0;: ils s&apos;appliquent jusqu&apos;à la fermeture du jeu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New rules and players apply from the next game.</source>
        <translation>Les nouvelles règles et les joueurs s&apos;appliquent à la partie suivante.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Resume the game in progress?</source>
        <translation>Reprendre la partie en cours&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No starts a new game; the game in progress is then lost.</source>
        <translation>Non commence une nouvelle partie&#xa0;; la partie en cours est alors perdue.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Its last %n actions could not be kept when it was played: it resumes from before them.</source>
        <translation>
            <numerusform>Son dernier coup (%n) n&apos;a pas pu être gardé pendant la partie&#xa0;: elle reprend juste avant.</numerusform>
            <numerusform>Ses %n derniers coups n&apos;ont pas pu être gardés pendant la partie&#xa0;: elle reprend juste avant.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Reading the game in progress…</source>
        <translation>Lecture de la partie en cours…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> It was kept as {path}.</source>
        <translation> Elle a été gardée sous {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress could not be read: {error}.{where} A new game starts.</source>
        <translation>La partie en cours n&apos;a pas pu être lue&#xa0;: {error}.{where} Une nouvelle partie commence.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Abandon the game in progress and start the tutorial?</source>
        <translation>Abandonner la partie en cours et commencer le tutoriel&#xa0;?</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>New to Belote?</source>
        <translation>Vous découvrez la belote&#xa0;?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tutorial plays one deal with you, one rule at a time. Start it now? It is also in the Help menu.</source>
        <translation>Le tutoriel joue une donne avec vous, une règle à la fois. Le commencer maintenant&#xa0;? Il est aussi dans le menu Aide.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Abandon the game in progress and deal a new one?</source>
        <translation>Abandonner la partie en cours et en distribuer une nouvelle&#xa0;?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Abandon the game in progress and open another one?</source>
        <translation>Abandonner la partie en cours et en ouvrir une autre&#xa0;?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Belote games (*.json);;All files (*)</source>
        <translation>Parties de belote (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>This file cannot be opened as a game: {error}</source>
        <translation>Ce fichier ne peut pas être ouvert comme partie&#xa0;: {error}</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location line="-374"/>
        <source>Bidding</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location line="+398"/>
        <source>Opening {file}…</source>
        <translation>Ouverture de {file}…</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+8"/>
        <source>The game could not be saved: {error}</source>
        <translation>La partie n&apos;a pas pu être enregistrée&#xa0;: {error}</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Saving {file}…</source>
        <translation>Enregistrement de {file}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved to {path}.</source>
        <translation>Enregistrée dans {path}.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Your last move was taken back.</source>
        <translation>Votre dernier coup a été repris.</translation>
    </message>
    <message>
        <location line="-490"/>
        <source>Match result</source>
        <translation>Résultat de la partie</translation>
    </message>
    <message>
        <location line="+548"/>
        <source>The players&apos; guide could not be opened.</source>
        <translation>Le guide du joueur n&apos;a pas pu être ouvert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About {title}</source>
        <translation>À propos de {title}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The statistics are not kept ({error}).</source>
        <translation>Les statistiques ne sont pas enregistrées ({error}).</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>Leave the game in progress? It could not be kept: its last %n actions are lost (Game &gt; Save keeps it elsewhere).</source>
        <translation>
            <numerusform>Quitter la partie en cours&#xa0;? Elle n&apos;a pas pu être gardée&#xa0;: son dernier coup (%n) est perdu (Partie &gt; Enregistrer la garde ailleurs).</numerusform>
            <numerusform>Quitter la partie en cours&#xa0;? Elle n&apos;a pas pu être gardée&#xa0;: ses %n derniers coups sont perdus (Partie &gt; Enregistrer la garde ailleurs).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave the game in progress? It is kept, and offered when you start again.</source>
        <translation>Quitter la partie en cours&#xa0;? Elle est gardée et vous sera proposée au prochain lancement.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="qt_texts.py" line="+56"/>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive</source>
        <translation>Lecteur</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location line="-26"/>
        <source>&amp;Look in:</source>
        <translation>Regarder &amp;dans&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File &amp;name:</source>
        <translation>&amp;Nom de fichier&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;Type de fichier&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent Directory</source>
        <translation>Dossier parent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create New Folder</source>
        <translation>Créer un nouveau dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List View</source>
        <translation>Affichage liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail View</source>
        <translation>Affichage détaillé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename</source>
        <translation>&amp;Renommer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;hidden files</source>
        <translation>Afficher les fichiers &amp;cachés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Folder</source>
        <translation>&amp;Nouveau dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 existe déjà.
Voulez-vous le remplacer&#xa0;?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date Modified</source>
        <translation>Date de modification</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type</source>
        <translation>Type</translation>
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
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore Defaults</source>
        <translation>Restaurer les valeurs par défaut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Oui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Non</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Ne pas enregistrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/settings_dialog.py" line="-587"/>
        <source>Green baize</source>
        <translation>Tapis vert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <translation>Bordeaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walnut</source>
        <translation>Noyer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slate</source>
        <translation>Ardoise</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../ui/help_text.py" line="+290"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <location filename="../ui/stats_dialog.py" line="+19"/>
        <location line="+191"/>
        <location line="+25"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>Statistics are off: no deal is recorded (Settings &gt; Cards and table).</source>
        <translation>Les statistiques sont désactivées&#xa0;: aucune donne n&apos;est enregistrée (Réglages &gt; Cartes et table).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+21"/>
        <location line="+16"/>
        <source>Matches won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+20"/>
        <source>Deals won</source>
        <translation>Donnes gagnées</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Contracts made / taken</source>
        <translation>Contrats réussis / pris</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches won in a row</source>
        <translation>Parties gagnées d&apos;affilée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals won in a row</source>
        <translation>Donnes gagnées d&apos;affilée</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken</source>
        <translation>Pris</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Made</source>
        <translation>Réussis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By variant and opponents</source>
        <translation>Par variante et adversaires</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Average score per deal</source>
        <translation>Score moyen par donne</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No deal recorded yet.</source>
        <translation>Aucune donne enregistrée pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score per deal, by match</source>
        <translation>Score par donne, par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Errors per deal, by match</source>
        <translation>Erreurs par donne, par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No deal reviewed yet: the deal review counts the errors.</source>
        <translation>Aucune donne analysée pour l&apos;instant&#xa0;: l&apos;analyse de donne compte les erreurs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match finished yet.</source>
        <translation>Aucune partie terminée pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export as CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset…</source>
        <translation>Réinitialiser…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The statistics cannot be read: {error}. The file is left as it is; move it away to start new statistics.</source>
        <translation>Les statistiques ne peuvent pas être lues&#xa0;: {error}. Le fichier est laissé tel quel&#xa0;; déplacez-le pour commencer de nouvelles statistiques.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone</source>
        <translation>Tout le monde</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>by variant, below</source>
        <translation>par variante, ci-dessous</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>now {current}, best {best}</source>
        <translation>en cours {current}, record {best}</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n matches; the last: {value}</source>
        <translation>
            <numerusform>%n partie&#xa0;; la dernière&#xa0;: {value}</numerusform>
            <numerusform>%n parties&#xa0;; la dernière&#xa0;: {value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n matches reviewed; the last: {value}</source>
        <translation>
            <numerusform>%n partie analysée&#xa0;; la dernière&#xa0;: {value}</numerusform>
            <numerusform>%n parties analysées&#xa0;; la dernière&#xa0;: {value}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Export the statistics</source>
        <translation>Exporter les statistiques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The statistics could not be exported: {error}</source>
        <translation>Les statistiques n&apos;ont pas pu être exportées&#xa0;: {error}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Forget every recorded deal? This cannot be undone.</source>
        <translation>Oublier toutes les donnes enregistrées&#xa0;? Cela ne peut pas être annulé.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The statistics could not be reset: {error}</source>
        <translation>Les statistiques n&apos;ont pas pu être réinitialisées&#xa0;: {error}</translation>
    </message>
</context>
</TS>
