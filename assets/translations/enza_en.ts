<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
  <context>
    <name>enza</name>
    <message>
      <source>Charge step: put a card from your hand into your mana zone (or go on).</source>
      <translation>Charge step: put a card from your hand into your mana zone (or go on).</translation>
    </message>
    <message>
      <source>Main step: summon creatures and cast spells.</source>
      <translation>Main step: summon creatures and cast spells.</translation>
    </message>
    <message>
      <source>Attack step: attack with your creatures.</source>
      <translation>Attack step: attack with your creatures.</translation>
    </message>
    <message>
      <source>Choose what to attack.</source>
      <translation>Choose what to attack.</translation>
    </message>
    <message>
      <source>Pay the cost: click mana cards or pay automatically.</source>
      <translation>Pay the cost: click mana cards or pay automatically.</translation>
    </message>
    <message>
      <source>You are attacked: block?</source>
      <translation>You are attacked: block?</translation>
    </message>
    <message>
      <source>Shield trigger: use it?</source>
      <translation>Shield trigger: use it?</translation>
    </message>
    <message>
      <source>Use declaration?</source>
      <translation>Use declaration?</translation>
    </message>
    <message>
      <source>Choose which effect resolves next.</source>
      <translation>Choose which effect resolves next.</translation>
    </message>
    <message>
      <source>Choose an opponent.</source>
      <translation>Choose an opponent.</translation>
    </message>
    <message>
      <source>Choose cards.</source>
      <translation>Choose cards.</translation>
    </message>
    <message>
      <source>Choose the shields to break.</source>
      <translation>Choose the shields to break.</translation>
    </message>
    <message>
      <source>Choose the creature to evolve from.</source>
      <translation>Choose the creature to evolve from.</translation>
    </message>
    <message>
      <source>Choose a card to discard.</source>
      <translation>Choose a card to discard.</translation>
    </message>
    <message>
      <source>Do you use this effect?</source>
      <translation>Do you use this effect?</translation>
    </message>
    <message>
      <source>Kirifuda dash?</source>
      <translation>Kirifuda dash?</translation>
    </message>
    <message>
      <source>Your partner left: put a mana card under your deck to bring it back?</source>
      <translation>Your partner left: put a mana card under your deck to bring it back?</translation>
    </message>
    <message>
      <source>Keep your hand or mulligan?</source>
      <translation>Keep your hand or mulligan?</translation>
    </message>
    <message>
      <source>Choose a target.</source>
      <translation>Choose a target.</translation>
    </message>
    <message>
      <source>Choose the order of the triggered abilities.</source>
      <translation>Choose the order of the triggered abilities.</translation>
    </message>
    <message>
      <source>Priority: play a card, use an ability or pass.</source>
      <translation>Priority: play a card, use an ability or pass.</translation>
    </message>
    <message>
      <source>Shot: use the revealed card?</source>
      <translation>Shot: use the revealed card?</translation>
    </message>
    <message>
      <source>Assign the combat damage.</source>
      <translation>Assign the combat damage.</translation>
    </message>
    <message>
      <source>Begin the game with this card on the battlefield?</source>
      <translation>Begin the game with this card on the battlefield?</translation>
    </message>
    <message>
      <source>Choose who acts first.</source>
      <translation>Choose who acts first.</translation>
    </message>
    <message>
      <source>Discard down to your hand size.</source>
      <translation>Discard down to your hand size.</translation>
    </message>
    <message>
      <source>Order the blockers for damage.</source>
      <translation>Order the blockers for damage.</translation>
    </message>
    <message>
      <source>Declare attackers: drag creatures onto the player they attack.</source>
      <translation>Declare attackers: drag creatures onto the player they attack.</translation>
    </message>
    <message>
      <source>Declare blockers: drag creatures onto the attacker they block.</source>
      <translation>Declare blockers: drag creatures onto the attacker they block.</translation>
    </message>
    <message>
      <source>Put cards from your hand on the bottom of your library.</source>
      <translation>Put cards from your hand on the bottom of your library.</translation>
    </message>
    <message>
      <source>Choose a permanent to sacrifice.</source>
      <translation>Choose a permanent to sacrifice.</translation>
    </message>
    <message>
      <source>Choose which replacement effect applies.</source>
      <translation>Choose which replacement effect applies.</translation>
    </message>
    <message>
      <source>cards are charged only in the charge step</source>
      <translation>cards are charged only in the charge step</translation>
    </message>
    <message>
      <source>only one card may be charged per turn</source>
      <translation>only one card may be charged per turn</translation>
    </message>
    <message>
      <source>that card is not in your hand</source>
      <translation>that card is not in your hand</translation>
    </message>
    <message>
      <source>cards are used in your main step</source>
      <translation>cards are used in your main step</translation>
    </message>
    <message>
      <source>{card} is not a spell</source>
      <translation>{card} is not a spell</translation>
    </message>
    <message>
      <source>{card} is not a creature</source>
      <translation>{card} is not a creature</translation>
    </message>
    <message>
      <source>a card with that name was already used this turn</source>
      <translation>a card with that name was already used this turn</translation>
    </message>
    <message>
      <source>your battle zone is full</source>
      <translation>your battle zone is full</translation>
    </message>
    <message>
      <source>an effect stops you casting that spell</source>
      <translation>an effect stops you casting that spell</translation>
    </message>
    <message>
      <source>{card} costs {cost}; you have {have} untapped mana</source>
      <translation>{card} costs {cost}; you have {have} untapped mana</translation>
    </message>
    <message>
      <source>paying for {card} needs untapped mana of each of its civilizations</source>
      <translation>paying for {card} needs untapped mana of each of its civilizations</translation>
    </message>
    <message>
      <source>{civs} is not unlocked yet: no card of that civilization in your mana zone</source>
      <translation>{civs} is not unlocked yet: no card of that civilization in your mana zone</translation>
    </message>
    <message>
      <source>{card} needs a creature to evolve from</source>
      <translation>{card} needs a creature to evolve from</translation>
    </message>
    <message>
      <source>creatures attack in the attack step</source>
      <translation>creatures attack in the attack step</translation>
    </message>
    <message>
      <source>only your creatures in the battle zone attack</source>
      <translation>only your creatures in the battle zone attack</translation>
    </message>
    <message>
      <source>{card} is tapped</source>
      <translation>{card} is tapped</translation>
    </message>
    <message>
      <source>{card} came into the battle zone this turn</source>
      <translation>{card} came into the battle zone this turn</translation>
    </message>
    <message>
      <source>{card} cannot attack</source>
      <translation>{card} cannot attack</translation>
    </message>
    <message>
      <source>only tapped creatures can be attacked</source>
      <translation>only tapped creatures can be attacked</translation>
    </message>
    <message>
      <source>you cannot attack your own creature</source>
      <translation>you cannot attack your own creature</translation>
    </message>
    <message>
      <source>that is not something this creature can attack</source>
      <translation>that is not something this creature can attack</translation>
    </message>
    <message>
      <source>nothing is being attacked now</source>
      <translation>nothing is being attacked now</translation>
    </message>
    <message>
      <source>only the attacked player may block</source>
      <translation>only the attacked player may block</translation>
    </message>
    <message>
      <source>{card} cannot block</source>
      <translation>{card} cannot block</translation>
    </message>
    <message>
      <source>that is not a legal answer to the current decision</source>
      <translation>that is not a legal answer to the current decision</translation>
    </message>
    <message>
      <source>another player must decide now</source>
      <translation>another player must decide now</translation>
    </message>
    <message>
      <source>the game is over</source>
      <translation>the game is over</translation>
    </message>
    <message>
      <source>nothing can be done by dropping that card there</source>
      <translation>nothing can be done by dropping that card there</translation>
    </message>
    <message>
      <source>when it enters the battle zone</source>
      <translation>when it enters the battle zone</translation>
    </message>
    <message>
      <source>when it attacks</source>
      <translation>when it attacks</translation>
    </message>
    <message>
      <source>when it is destroyed</source>
      <translation>when it is destroyed</translation>
    </message>
    <message>
      <source>at the start of your turn</source>
      <translation>at the start of your turn</translation>
    </message>
    <message>
      <source>at the end of your turn</source>
      <translation>at the end of your turn</translation>
    </message>
    <message>
      <source>at the end of an opponent's turn</source>
      <translation>at the end of an opponent's turn</translation>
    </message>
    <message>
      <source>when it wins a battle</source>
      <translation>when it wins a battle</translation>
    </message>
    <message>
      <source>when one of your creatures is destroyed</source>
      <translation>when one of your creatures is destroyed</translation>
    </message>
    <message>
      <source>when you are attacked</source>
      <translation>when you are attacked</translation>
    </message>
    <message>
      <source>when an opponent's creature attacks</source>
      <translation>when an opponent's creature attacks</translation>
    </message>
    <message>
      <source>when an opponent casts a spell</source>
      <translation>when an opponent casts a spell</translation>
    </message>
    <message>
      <source>when it leaves the battle zone</source>
      <translation>when it leaves the battle zone</translation>
    </message>
    <message>
      <source>when it breaks a shield</source>
      <translation>when it breaks a shield</translation>
    </message>
    <message>
      <source>when it blocks</source>
      <translation>when it blocks</translation>
    </message>
    <message>
      <source>when any creature attacks</source>
      <translation>when any creature attacks</translation>
    </message>
    <message>
      <source>ninja strike</source>
      <translation>ninja strike</translation>
    </message>
    <message>
      <source>summoned by its own effect</source>
      <translation>summoned by its own effect</translation>
    </message>
    <message>
      <source>Decision: {kind}</source>
      <translation>Decision: {kind}</translation>
    </message>
    <message>
      <source>Not allowed: {msg}</source>
      <translation>Not allowed: {msg}</translation>
    </message>
    <message>
      <source>Go on (end this step)</source>
      <translation>Go on (end this step)</translation>
    </message>
    <message>
      <source>Done</source>
      <translation>Done</translation>
    </message>
    <message>
      <source>Do not block</source>
      <translation>Do not block</translation>
    </message>
    <message>
      <source>Pay automatically</source>
      <translation>Pay automatically</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Cancel</translation>
    </message>
    <message>
      <source>Yes</source>
      <translation>Yes</translation>
    </message>
    <message>
      <source>No</source>
      <translation>No</translation>
    </message>
    <message>
      <source>Keep</source>
      <translation>Keep</translation>
    </message>
    <message>
      <source>Concede</source>
      <translation>Concede</translation>
    </message>
    <message>
      <source>Mulligan</source>
      <translation>Mulligan</translation>
    </message>
    <message>
      <source>Agree to a draw</source>
      <translation>Agree to a draw</translation>
    </message>
    <message>
      <source>Charge {card}</source>
      <translation>Charge {card}</translation>
    </message>
    <message>
      <source>Summon {card}</source>
      <translation>Summon {card}</translation>
    </message>
    <message>
      <source>Cast {card}</source>
      <translation>Cast {card}</translation>
    </message>
    <message>
      <source>G-Zero {card}</source>
      <translation>G-Zero {card}</translation>
    </message>
    <message>
      <source>Galaxy {card}</source>
      <translation>Galaxy {card}</translation>
    </message>
    <message>
      <source>Attack {target} with {card}</source>
      <translation>Attack {target} with {card}</translation>
    </message>
    <message>
      <source>Attack with {card}</source>
      <translation>Attack with {card}</translation>
    </message>
    <message>
      <source>Attack {target}</source>
      <translation>Attack {target}</translation>
    </message>
    <message>
      <source>Tap {card} for mana</source>
      <translation>Tap {card} for mana</translation>
    </message>
    <message>
      <source>Block with {card}</source>
      <translation>Block with {card}</translation>
    </message>
    <message>
      <source>Use shield trigger {card}</source>
      <translation>Use shield trigger {card}</translation>
    </message>
    <message>
      <source>Declare {card}</source>
      <translation>Declare {card}</translation>
    </message>
    <message>
      <source>Resolve effect {n}</source>
      <translation>Resolve effect {n}</translation>
    </message>
    <message>
      <source>Choose {player}</source>
      <translation>Choose {player}</translation>
    </message>
    <message>
      <source>Choose {card}</source>
      <translation>Choose {card}</translation>
    </message>
    <message>
      <source>Kirifuda dash {card}</source>
      <translation>Kirifuda dash {card}</translation>
    </message>
    <message>
      <source>Play {card}</source>
      <translation>Play {card}</translation>
    </message>
    <message>
      <source>Put {card} into energy</source>
      <translation>Put {card} into energy</translation>
    </message>
    <message>
      <source>Rest {card} to pay</source>
      <translation>Rest {card} to pay</translation>
    </message>
    <message>
      <source>Use an ability of {card}</source>
      <translation>Use an ability of {card}</translation>
    </message>
    <message>
      <source>Put {card} on the bottom</source>
      <translation>Put {card} on the bottom</translation>
    </message>
    <message>
      <source>Begin with {card}</source>
      <translation>Begin with {card}</translation>
    </message>
    <message>
      <source>Sacrifice {card}</source>
      <translation>Sacrifice {card}</translation>
    </message>
    <message>
      <source>Discard {card}</source>
      <translation>Discard {card}</translation>
    </message>
    <message>
      <source>Assign damage: {what}</source>
      <translation>Assign damage: {what}</translation>
    </message>
    <message>
      <source>Return {card} to the deck bottom</source>
      <translation>Return {card} to the deck bottom</translation>
    </message>
    <message>
      <source>Use the effect of {card}?</source>
      <translation>Use the effect of {card}?</translation>
    </message>
    <message>
      <source>Next: {card}</source>
      <translation>Next: {card}</translation>
    </message>
    <message>
      <source>Order: {n}</source>
      <translation>Order: {n}</translation>
    </message>
    <message>
      <source>(effect of {card})</source>
      <translation>(effect of {card})</translation>
    </message>
    <message>
      <source>{zone}, card {n} from the left</source>
      <translation>{zone}, card {n} from the left</translation>
    </message>
    <message>
      <source>Shield {n} of {player} (from the left)</source>
      <translation>Shield {n} of {player} (from the left)</translation>
    </message>
    <message>
      <source>Resolve {card}: its effect {when}</source>
      <translation>Resolve {card}: its effect {when}</translation>
    </message>
    <message>
      <source>Cast {card} (spell side)</source>
      <translation>Cast {card} (spell side)</translation>
    </message>
    <message>
      <source>Summon {card} (creature side)</source>
      <translation>Summon {card} (creature side)</translation>
    </message>
    <message>
      <source>Light</source>
      <translation>Light</translation>
    </message>
    <message>
      <source>Water</source>
      <translation>Water</translation>
    </message>
    <message>
      <source>Darkness</source>
      <translation>Darkness</translation>
    </message>
    <message>
      <source>Fire</source>
      <translation>Fire</translation>
    </message>
    <message>
      <source>Nature</source>
      <translation>Nature</translation>
    </message>
    <message>
      <source>Zero</source>
      <translation>Zero</translation>
    </message>
    <message>
      <source>Creature</source>
      <translation>Creature</translation>
    </message>
    <message>
      <source>Spell</source>
      <translation>Spell</translation>
    </message>
    <message>
      <source>Evolution Creature</source>
      <translation>Evolution Creature</translation>
    </message>
    <message>
      <source>Field</source>
      <translation>Field</translation>
    </message>
    <message>
      <source>Twinpact</source>
      <translation>Twinpact</translation>
    </message>
    <message>
      <source>a face-down card</source>
      <translation>a face-down card</translation>
    </message>
    <message>
      <source>Winner: {w}</source>
      <translation>Winner: {w}</translation>
    </message>
    <message>
      <source>The game is a draw.</source>
      <translation>The game is a draw.</translation>
    </message>
    <message>
      <source>Nobody won.</source>
      <translation>Nobody won.</translation>
    </message>
    <message>
      <source>Auto-pass: {name} had nothing to do ({step})</source>
      <translation>Auto-pass: {name} had nothing to do ({step})</translation>
    </message>
    <message>
      <source>Ask {name} aloud. Only if the answer is yes does the screen pass to {name}, who may still decline.</source>
      <translation>Ask {name} aloud. Only if the answer is yes does the screen pass to {name}, who may still decline.</translation>
    </message>
    <message>
      <source>Yes, pass me the screen</source>
      <translation>Yes, pass me the screen</translation>
    </message>
    <message>
      <source>Pass the screen to {name}</source>
      <translation>Pass the screen to {name}</translation>
    </message>
    <message>
      <source>{name} must decide now and will see hidden cards. Everyone else, please look away.</source>
      <translation>{name} must decide now and will see hidden cards. Everyone else, please look away.</translation>
    </message>
    <message>
      <source>I am {name} — show</source>
      <translation>I am {name} — show</translation>
    </message>
    <message>
      <source>{name}: any declaration?</source>
      <translation>{name}: any declaration?</translation>
    </message>
    <message>
      <source>Cards {n} ({lo}–{hi}) · busters {b} (exactly {nb}) · shots {s} (at most {ns}) · territory {t} (exactly 1)</source>
      <translation>Cards {n} ({lo}–{hi}) · busters {b} (exactly {nb}) · shots {s} (at most {ns}) · territory {t} (exactly 1)</translation>
    </message>
    <message>
      <source>Cards {n} ({lo}–{hi}) · basic lands {b} (any number) · other cards at most {k} of each</source>
      <translation>Cards {n} ({lo}–{hi}) · basic lands {b} (any number) · other cards at most {k} of each</translation>
    </message>
    <message>
      <source>Unit</source>
      <translation>Unit</translation>
    </message>
    <message>
      <source>Command</source>
      <translation>Command</translation>
    </message>
    <message>
      <source>Territory</source>
      <translation>Territory</translation>
    </message>
    <message>
      <source>Land</source>
      <translation>Land</translation>
    </message>
    <message>
      <source>Instant</source>
      <translation>Instant</translation>
    </message>
    <message>
      <source>Sorcery</source>
      <translation>Sorcery</translation>
    </message>
    <message>
      <source>DuePa (60 cards, partner)</source>
      <translation>DuePa (60 cards, partner)</translation>
    </message>
    <message>
      <source>Duel (40 cards)</source>
      <translation>Duel (40 cards)</translation>
    </message>
    <message>
      <source>Digital (40 cards, DP hall of fame)</source>
      <translation>Digital (40 cards, DP hall of fame)</translation>
    </message>
    <message>
      <source>60 cards incl. partner / ban list</source>
      <translation>60 cards incl. partner / ban list</translation>
    </message>
    <message>
      <source>singleton</source>
      <translation>singleton</translation>
    </message>
    <message>
      <source>no cards that start outside the deck</source>
      <translation>no cards that start outside the deck</translation>
    </message>
    <message>
      <source>partner: a creature of cost 5+</source>
      <translation>partner: a creature of cost 5+</translation>
    </message>
    <message>
      <source>twinpact partner</source>
      <translation>twinpact partner</translation>
    </message>
    <message>
      <source>partner's civilizations only</source>
      <translation>partner's civilizations only</translation>
    </message>
    <message>
      <source>partner's civilizations only (twinpact)</source>
      <translation>partner's civilizations only (twinpact)</translation>
    </message>
    <message>
      <source>DP hall of fame: at most 1</source>
      <translation>DP hall of fame: at most 1</translation>
    </message>
    <message>
      <source>40 cards, at most 4 copies</source>
      <translation>40 cards, at most 4 copies</translation>
    </message>
    <message>
      <source>unknown card id</source>
      <translation>unknown card id</translation>
    </message>
    <message>
      <source>no partner in this format</source>
      <translation>no partner in this format</translation>
    </message>
    <message>
      <source>unreadable line</source>
      <translation>unreadable line</translation>
    </message>
    <message>
      <source>Enza — cards and deck editor</source>
      <translation>Enza — cards and deck editor</translation>
    </message>
    <message>
      <source>Search name, text, race (Japanese/English)</source>
      <translation>Search name, text, race (Japanese/English)</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Game</translation>
    </message>
    <message>
      <source>Shield game</source>
      <translation>Shield game</translation>
    </message>
    <message>
      <source>Life-zone game</source>
      <translation>Life-zone game</translation>
    </message>
    <message>
      <source>Stack game</source>
      <translation>Stack game</translation>
    </message>
    <message>
      <source>any of</source>
      <translation>any of</translation>
    </message>
    <message>
      <source>only</source>
      <translation>only</translation>
    </message>
    <message>
      <source>Cost</source>
      <translation>Cost</translation>
    </message>
    <message>
      <source>Type</source>
      <translation>Type</translation>
    </message>
    <message>
      <source>Keyword</source>
      <translation>Keyword</translation>
    </message>
    <message>
      <source>All</source>
      <translation>All</translation>
    </message>
    <message>
      <source>Sort</source>
      <translation>Sort</translation>
    </message>
    <message>
      <source>by cost</source>
      <translation>by cost</translation>
    </message>
    <message>
      <source>by name</source>
      <translation>by name</translation>
    </message>
    <message>
      <source>by {term}</source>
      <translation>by {term}</translation>
    </message>
    <message>
      <source>by power</source>
      <translation>by power</translation>
    </message>
    <message>
      <source>by id</source>
      <translation>by id</translation>
    </message>
    <message>
      <source>Only cards that fit the partner</source>
      <translation>Only cards that fit the partner</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Name</translation>
    </message>
    <message>
      <source>Power</source>
      <translation>Power</translation>
    </message>
    <message>
      <source>ID</source>
      <translation>ID</translation>
    </message>
    <message>
      <source>Qty</source>
      <translation>Qty</translation>
    </message>
    <message>
      <source>{n} of {total} cards</source>
      <translation>{n} of {total} cards</translation>
    </message>
    <message>
      <source>Add to deck ▶</source>
      <translation>Add to deck ▶</translation>
    </message>
    <message>
      <source>Make partner</source>
      <translation>Make partner</translation>
    </message>
    <message>
      <source>+1</source>
      <translation>+1</translation>
    </message>
    <message>
      <source>−1</source>
      <translation>−1</translation>
    </message>
    <message>
      <source>Remove all</source>
      <translation>Remove all</translation>
    </message>
    <message>
      <source>Deck name</source>
      <translation>Deck name</translation>
    </message>
    <message>
      <source>Format</source>
      <translation>Format</translation>
    </message>
    <message>
      <source>Partner</source>
      <translation>Partner</translation>
    </message>
    <message>
      <source>(drop a card here)</source>
      <translation>(drop a card here)</translation>
    </message>
    <message>
      <source>Clear</source>
      <translation>Clear</translation>
    </message>
    <message>
      <source>Deck</source>
      <translation>Deck</translation>
    </message>
    <message>
      <source>{n} / {size} cards</source>
      <translation>{n} / {size} cards</translation>
    </message>
    <message>
      <source>Problems</source>
      <translation>Problems</translation>
    </message>
    <message>
      <source>✔ Legal for {fmt}</source>
      <translation>✔ Legal for {fmt}</translation>
    </message>
    <message>
      <source>✖ {n} problem(s)</source>
      <translation>✖ {n} problem(s)</translation>
    </message>
    <message>
      <source>File text</source>
      <translation>File text</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>&amp;File</translation>
    </message>
    <message>
      <source>New</source>
      <translation>New</translation>
    </message>
    <message>
      <source>Open…</source>
      <translation>Open…</translation>
    </message>
    <message>
      <source>Open bundled deck</source>
      <translation>Open bundled deck</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>Save</translation>
    </message>
    <message>
      <source>Save as…</source>
      <translation>Save as…</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Close</translation>
    </message>
    <message>
      <source>Untitled</source>
      <translation>Untitled</translation>
    </message>
    <message>
      <source>bundled, read-only</source>
      <translation>bundled, read-only</translation>
    </message>
    <message>
      <source>Unsaved changes</source>
      <translation>Unsaved changes</translation>
    </message>
    <message>
      <source>Save the changes to “{name}”?</source>
      <translation>Save the changes to “{name}”?</translation>
    </message>
    <message>
      <source>Saved: {path}</source>
      <translation>Saved: {path}</translation>
    </message>
    <message>
      <source>Cannot save</source>
      <translation>Cannot save</translation>
    </message>
    <message>
      <source>Cannot open</source>
      <translation>Cannot open</translation>
    </message>
    <message>
      <source>Opened {path} — {n} unreadable line(s) (see the list and the file text)</source>
      <translation>Opened {path} — {n} unreadable line(s) (see the list and the file text)</translation>
    </message>
    <message>
      <source>{name}: at most {n} in this format</source>
      <translation>{name}: at most {n} in this format</translation>
    </message>
    <message>
      <source>User cards not loaded: {err}</source>
      <translation>User cards not loaded: {err}</translation>
    </message>
    <message>
      <source>Deck files (*.deck);;All files (*)</source>
      <translation>Deck files (*.deck);;All files (*)</translation>
    </message>
    <message>
      <source>Click a card in the list to see it here</source>
      <translation>Click a card in the list to see it here</translation>
    </message>
    <message>
      <source>Double-click or drag to add; double-click in the deck removes one</source>
      <translation>Double-click or drag to add; double-click in the deck removes one</translation>
    </message>
    <message>
      <source>unknown card</source>
      <translation>unknown card</translation>
    </message>
    <message>
      <source>Unreadable lines are kept as comments when saving</source>
      <translation>Unreadable lines are kept as comments when saving</translation>
    </message>
    <message>
      <source>Colourless</source>
      <translation>Colourless</translation>
    </message>
    <message>
      <source>Multicolour</source>
      <translation>Multicolour</translation>
    </message>
    <message>
      <source>Drag a card (or right-click it) for the other {n} possible moves.</source>
      <translation>Drag a card (or right-click it) for the other {n} possible moves.</translation>
    </message>
    <message>
      <source>Shields at the start</source>
      <translation>Shields at the start</translation>
    </message>
    <message>
      <source>Cards in hand at the start</source>
      <translation>Cards in hand at the start</translation>
    </message>
    <message>
      <source>The first player draws on the first turn</source>
      <translation>The first player draws on the first turn</translation>
    </message>
    <message>
      <source>Win effects are nullified</source>
      <translation>Win effects are nullified</translation>
    </message>
    <message>
      <source>Extra-turn effects are nullified</source>
      <translation>Extra-turn effects are nullified</translation>
    </message>
    <message>
      <source>Each card name once per turn</source>
      <translation>Each card name once per turn</translation>
    </message>
    <message>
      <source>Ask every player for declarations</source>
      <translation>Ask every player for declarations</translation>
    </message>
    <message>
      <source>Turn order clockwise</source>
      <translation>Turn order clockwise</translation>
    </message>
    <message>
      <source>Shuffle the decks</source>
      <translation>Shuffle the decks</translation>
    </message>
    <message>
      <source>Digital mana rules</source>
      <translation>Digital mana rules</translation>
    </message>
    <message>
      <source>Zone limits</source>
      <translation>Zone limits</translation>
    </message>
    <message>
      <source>Order own effects automatically</source>
      <translation>Order own effects automatically</translation>
    </message>
    <message>
      <source>Turn limit</source>
      <translation>Turn limit</translation>
    </message>
    <message>
      <source>Ace rule</source>
      <translation>Ace rule</translation>
    </message>
    <message>
      <source>Intentional draw allowed</source>
      <translation>Intentional draw allowed</translation>
    </message>
    <message>
      <source>Range of influence</source>
      <translation>Range of influence</translation>
    </message>
    <message>
      <source>Whom a player may attack</source>
      <translation>Whom a player may attack</translation>
    </message>
    <message>
      <source>Teammates share their turns</source>
      <translation>Teammates share their turns</translation>
    </message>
    <message>
      <source>Legend skill of every player</source>
      <translation>Legend skill of every player</translation>
    </message>
    <message>
      <source>How far around the table a player's spells, abilities and attacks reach (rule 801).</source>
      <translation>How far around the table a player's spells, abilities and attacks reach (rule 801).</translation>
    </message>
    <message>
      <source>Attack every opponent at once, or only the neighbour on one side (rules 802, 803).</source>
      <translation>Attack every opponent at once, or only the neighbour on one side (rules 802, 803).</translation>
    </message>
    <message>
      <source>Each team takes its turn together, as in Two-Headed Giant (rule 805).</source>
      <translation>Each team takes its turn together, as in Two-Headed Giant (rule 805).</translation>
    </message>
    <message>
      <source>A player may set one card aside as their ace (tag 302-3).</source>
      <translation>A player may set one card aside as their ace (tag 302-3).</translation>
    </message>
    <message>
      <source>A player may once shuffle their opening hand away and draw again.</source>
      <translation>A player may once shuffle their opening hand away and draw again.</translation>
    </message>
    <message>
      <source>The players may agree to end the game in a draw (rule 104.4a).</source>
      <translation>The players may agree to end the game in a draw (rule 104.4a).</translation>
    </message>
    <message>
      <source>At a declaration every player answers in public, so a pass never tells who holds an answer.</source>
      <translation>At a declaration every player answers in public, so a pass never tells who holds an answer.</translation>
    </message>
    <message>
      <source>After this many turns the game ends and both players lose (Duel Masters Play's).</source>
      <translation>After this many turns the game ends and both players lose (Duel Masters Play's).</translation>
    </message>
    <message>
      <source>Mana works as in Duel Masters Play's: it recovers each turn (DMP 5).</source>
      <translation>Mana works as in Duel Masters Play's: it recovers each turn (DMP 5).</translation>
    </message>
    <message>
      <source>Zones hold at most as many cards as in Duel Masters Play's.</source>
      <translation>Zones hold at most as many cards as in Duel Masters Play's.</translation>
    </message>
    <message>
      <source>Turns pass to the left around the table; off: to the right.</source>
      <translation>Turns pass to the left around the table; off: to the right.</translation>
    </message>
    <message>
      <source>Everyone (no limit)</source>
      <translation>Everyone (no limit)</translation>
    </message>
    <message>
      <source>1 seat to each side</source>
      <translation>1 seat to each side</translation>
    </message>
    <message>
      <source>{n} seats to each side</source>
      <translation>{n} seats to each side</translation>
    </message>
    <message>
      <source>Any opponents, several at once</source>
      <translation>Any opponents, several at once</translation>
    </message>
    <message>
      <source>Only the player on the left</source>
      <translation>Only the player on the left</translation>
    </message>
    <message>
      <source>Only the player on the right</source>
      <translation>Only the player on the right</translation>
    </message>
    <message>
      <source>None</source>
      <translation>None</translation>
    </message>
    <message>
      <source>No limit</source>
      <translation>No limit</translation>
    </message>
    <message>
      <source>Ask everyone aloud; pass the screen only on a yes</source>
      <translation>Ask everyone aloud; pass the screen only on a yes</translation>
    </message>
    <message>
      <source>Ask privately (the curtain for every player)</source>
      <translation>Ask privately (the curtain for every player)</translation>
    </message>
    <message>
      <source>Ask only players who can (fast, but shows who can)</source>
      <translation>Ask only players who can (fast, but shows who can)</translation>
    </message>
    <message>
      <source>Enza (円座) — a hot-seat table for trading-card games with the rules enforced.

Enza is an unofficial fan project. It is not affiliated with, endorsed by or sponsored by any card game publisher. All cards in it are original.</source>
      <translation>Enza (円座) — a hot-seat table for trading-card games with the rules enforced.

Enza is an unofficial fan project. It is not affiliated with, endorsed by or sponsored by any card game publisher. All cards in it are original.</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>Settings</translation>
    </message>
    <message>
      <source>Pass automatically when nothing can be done</source>
      <translation>Pass automatically when nothing can be done</translation>
    </message>
    <message>
      <source>Confirm the end of the turn</source>
      <translation>Confirm the end of the turn</translation>
    </message>
    <message>
      <source>Hide other players' cards (pass-the-screen curtain)</source>
      <translation>Hide other players' cards (pass-the-screen curtain)</translation>
    </message>
    <message>
      <source>Card size</source>
      <translation>Card size</translation>
    </message>
    <message>
      <source>Computer players wait (animation speed)</source>
      <translation>Computer players wait (animation speed)</translation>
    </message>
    <message>
      <source>Use declarations</source>
      <translation>Use declarations</translation>
    </message>
    <message>
      <source>Animate card moves</source>
      <translation>Animate card moves</translation>
    </message>
    <message>
      <source>Rules reference — {fmt}</source>
      <translation>Rules reference — {fmt}</translation>
    </message>
    <message>
      <source>Game over</source>
      <translation>Game over</translation>
    </message>
    <message>
      <source>Rematch (same seats and decks)</source>
      <translation>Rematch (same seats and decks)</translation>
    </message>
    <message>
      <source>New game…</source>
      <translation>New game…</translation>
    </message>
    <message>
      <source>Turns played: {n}</source>
      <translation>Turns played: {n}</translation>
    </message>
    <message>
      <source>Players decide one at a time, in turn order.</source>
      <translation>Players decide one at a time, in turn order.</translation>
    </message>
    <message>
      <source>{name} for the team {team}</source>
      <translation>{name} for the team {team}</translation>
    </message>
    <message>
      <source>Players declare one after another, the starting team first; the declared mulligans are then taken at the same time.</source>
      <translation>Players declare one after another, the starting team first; the declared mulligans are then taken at the same time.</translation>
    </message>
    <message>
      <source>Block {attacker} with {blocker}</source>
      <translation>Block {attacker} with {blocker}</translation>
    </message>
    <message>
      <source>Next to take damage: {card}</source>
      <translation>Next to take damage: {card}</translation>
    </message>
    <message>
      <source>1 damage to {what}</source>
      <translation>1 damage to {what}</translation>
    </message>
    <message>
      <source>Your team decides together, in any order; then the next team. The others see only that you have answered.</source>
      <translation>Your team decides together, in any order; then the next team. The others see only that you have answered.</translation>
    </message>
    <message>
      <source>Everyone decides at the same time; the others see only that you have answered.</source>
      <translation>Everyone decides at the same time; the others see only that you have answered.</translation>
    </message>
    <message>
      <source>Assign the rest as the rules order it</source>
      <translation>Assign the rest as the rules order it</translation>
    </message>
    <message>
      <source>Next on the stack: the trigger of {card}</source>
      <translation>Next on the stack: the trigger of {card}</translation>
    </message>
    <message>
      <source>Your hand: {cards}</source>
      <translation>Your hand: {cards}</translation>
    </message>
    <message>
      <source>Mulligans taken so far: {n}</source>
      <translation>Mulligans taken so far: {n}</translation>
    </message>
    <message>
      <source>Choose {n} more card(s) to put on the bottom of your library.</source>
      <translation>Choose {n} more card(s) to put on the bottom of your library.</translation>
    </message>
    <message>
      <source>Answered: {names}.</source>
      <translation>Answered: {names}.</translation>
    </message>
    <message>
      <source>Each opponent with what they have left:</source>
      <translation>Each opponent with what they have left:</translation>
    </message>
    <message>
      <source>{card} attacks {target}.</source>
      <translation>{card} attacks {target}.</translation>
    </message>
    <message>
      <source>One block per answer; Done when your team has declared all of its blocks.</source>
      <translation>One block per answer; Done when your team has declared all of its blocks.</translation>
    </message>
    <message>
      <source>Declared: {blocks}</source>
      <translation>Declared: {blocks}</translation>
    </message>
    <message>
      <source>{card} is blocked by several creatures: choose which one takes its damage first, then the next.</source>
      <translation>{card} is blocked by several creatures: choose which one takes its damage first, then the next.</translation>
    </message>
    <message>
      <source>{card} has {n} damage left to assign, one point per answer.</source>
      <translation>{card} has {n} damage left to assign, one point per answer.</translation>
    </message>
    <message>
      <source>Assigned so far: {what}</source>
      <translation>Assigned so far: {what}</translation>
    </message>
    <message>
      <source>Choose the one that goes first; the others follow in the order you choose.</source>
      <translation>Choose the one that goes first; the others follow in the order you choose.</translation>
    </message>
    <message>
      <source>{name} orders the team's triggers (the team's primary player decides).</source>
      <translation>{name} orders the team's triggers (the team's primary player decides).</translation>
    </message>
    <message>
      <source>{blocker} blocks {attacker}</source>
      <translation>{blocker} blocks {attacker}</translation>
    </message>
    <message>
      <source>New game</source>
      <translation>New game</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Players</translation>
    </message>
    <message>
      <source>Rule options</source>
      <translation>Rule options</translation>
    </message>
    <message>
      <source>Start</source>
      <translation>Start</translation>
    </message>
    <message>
      <source>Random (from the seed)</source>
      <translation>Random (from the seed)</translation>
    </message>
    <message>
      <source>Deck problem</source>
      <translation>Deck problem</translation>
    </message>
    <message>
      <source>Seat {n} ({name})</source>
      <translation>Seat {n} ({name})</translation>
    </message>
    <message>
      <source>Seed</source>
      <translation>Seed</translation>
    </message>
    <message>
      <source>First player</source>
      <translation>First player</translation>
    </message>
    <message>
      <source>Human</source>
      <translation>Human</translation>
    </message>
    <message>
      <source>Computer</source>
      <translation>Computer</translation>
    </message>
    <message>
      <source>From a file…</source>
      <translation>From a file…</translation>
    </message>
    <message>
      <source>Seat {n}</source>
      <translation>Seat {n}</translation>
    </message>
    <message>
      <source>Choose a deck file</source>
      <translation>Choose a deck file</translation>
    </message>
    <message>
      <source>Deck files (*.deck *.txt);;All files (*)</source>
      <translation>Deck files (*.deck *.txt);;All files (*)</translation>
    </message>
    <message>
      <source>Seat</source>
      <translation>Seat</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Player</translation>
    </message>
    <message>
      <source>Level</source>
      <translation>Level</translation>
    </message>
    <message>
      <source>Mine: {name}</source>
      <translation>Mine: {name}</translation>
    </message>
    <message>
      <source>Rule options are not valid: {e}</source>
      <translation>Rule options are not valid: {e}</translation>
    </message>
    <message>
      <source>Seat {n} ({name}): choose a deck.</source>
      <translation>Seat {n} ({name}): choose a deck.</translation>
    </message>
    <message>
      <source>Team</source>
      <translation>Team</translation>
    </message>
    <message>
      <source>Team {t}</source>
      <translation>Team {t}</translation>
    </message>
    <message>
      <source>… and {n} more problems in this deck</source>
      <translation>… and {n} more problems in this deck</translation>
    </message>
    <message>
      <source>The game cannot start:</source>
      <translation>The game cannot start:</translation>
    </message>
    <message>
      <source>The game cannot start. Choose other decks for these seats:</source>
      <translation>The game cannot start. Choose other decks for these seats:</translation>
    </message>
    <message>
      <source>This deck file cannot be read:</source>
      <translation>This deck file cannot be read:</translation>
    </message>
    <message>
      <source>{n} players</source>
      <translation>{n} players</translation>
    </message>
    <message>
      <source>{a} to {b} players</source>
      <translation>{a} to {b} players</translation>
    </message>
    <message>
      <source>every player for themselves</source>
      <translation>every player for themselves</translation>
    </message>
    <message>
      <source>{file}, line {line}</source>
      <translation>{file}, line {line}</translation>
    </message>
    <message>
      <source>Random moves</source>
      <translation>Random moves</translation>
    </message>
    <message>
      <source>Easy</source>
      <translation>Easy</translation>
    </message>
    <message>
      <source>Normal</source>
      <translation>Normal</translation>
    </message>
    <message>
      <source>Hard</source>
      <translation>Hard</translation>
    </message>
    <message>
      <source>drag a seat onto another on the diagram to swap places and teams</source>
      <translation>drag a seat onto another on the diagram to swap places and teams</translation>
    </message>
    <message>
      <source>Each team needs {sizes} players; now: {counts}.</source>
      <translation>Each team needs {sizes} players; now: {counts}.</translation>
    </message>
    <message>
      <source>These teams cannot play: {counts} players.</source>
      <translation>These teams cannot play: {counts} players.</translation>
    </message>
    <message>
      <source>Teammates do not sit where the rules put them.</source>
      <translation>Teammates do not sit where the rules put them.</translation>
    </message>
    <message>
      <source>Teammates need territories with different names; both use {name}.</source>
      <translation>Teammates need territories with different names; both use {name}.</translation>
    </message>
    <message>
      <source>rule {rule}</source>
      <translation>rule {rule}</translation>
    </message>
    <message>
      <source>{file}: unknown format {fmt}</source>
      <translation>{file}: unknown format {fmt}</translation>
    </message>
    <message>
      <source>Puzzles</source>
      <translation>Puzzles</translation>
    </message>
    <message>
      <source>Play</source>
      <translation>Play</translation>
    </message>
    <message>
      <source>Open a scenario file…</source>
      <translation>Open a scenario file…</translation>
    </message>
    <message>
      <source>Other</source>
      <translation>Other</translation>
    </message>
    <message>
      <source>Unexpected error</source>
      <translation>Unexpected error</translation>
    </message>
    <message>
      <source>Something went wrong; the game is kept. Details were written to {path}.</source>
      <translation>Something went wrong; the game is kept. Details were written to {path}.</translation>
    </message>
    <message>
      <source>upkeep</source>
      <translation>upkeep</translation>
    </message>
    <message>
      <source>first main phase</source>
      <translation>first main phase</translation>
    </message>
    <message>
      <source>beginning of combat</source>
      <translation>beginning of combat</translation>
    </message>
    <message>
      <source>declare attackers</source>
      <translation>declare attackers</translation>
    </message>
    <message>
      <source>declare blockers</source>
      <translation>declare blockers</translation>
    </message>
    <message>
      <source>first-strike damage</source>
      <translation>first-strike damage</translation>
    </message>
    <message>
      <source>combat damage</source>
      <translation>combat damage</translation>
    </message>
    <message>
      <source>end of combat</source>
      <translation>end of combat</translation>
    </message>
    <message>
      <source>second main phase</source>
      <translation>second main phase</translation>
    </message>
    <message>
      <source>cleanup</source>
      <translation>cleanup</translation>
    </message>
    <message>
      <source>stand phase</source>
      <translation>stand phase</translation>
    </message>
    <message>
      <source>Nobody can respond: {card} resolves.</source>
      <translation>Nobody can respond: {card} resolves.</translation>
    </message>
    <message>
      <source>{player} takes a mulligan.</source>
      <translation>{player} takes a mulligan.</translation>
    </message>
    <message>
      <source>{player} will take a mulligan.</source>
      <translation>{player} will take a mulligan.</translation>
    </message>
    <message>
      <source>{player} keeps their hand.</source>
      <translation>{player} keeps their hand.</translation>
    </message>
    <message>
      <source>{player} skips the first draw.</source>
      <translation>{player} skips the first draw.</translation>
    </message>
    <message>
      <source>{player}'s legend skill takes effect.</source>
      <translation>{player}'s legend skill takes effect.</translation>
    </message>
    <message>
      <source>{card} cannot be put there and stays.</source>
      <translation>{card} cannot be put there and stays.</translation>
    </message>
    <message>
      <source>{card} goes to the graveyard: the zone is full.</source>
      <translation>{card} goes to the graveyard: the zone is full.</translation>
    </message>
    <message>
      <source>Something happens for {player}.</source>
      <translation>Something happens for {player}.</translation>
    </message>
    <message>
      <source>The turn limit is reached: both players lose.</source>
      <translation>The turn limit is reached: both players lose.</translation>
    </message>
    <message>
      <source>Buster! {card} is revealed from the life of {player}.</source>
      <translation>Buster! {card} is revealed from the life of {player}.</translation>
    </message>
    <message>
      <source>Shot! {player} reveals {card}.</source>
      <translation>Shot! {player} reveals {card}.</translation>
    </message>
    <message>
      <source>The damage is cancelled.</source>
      <translation>The damage is cancelled.</translation>
    </message>
    <message>
      <source>The damage becomes {n}.</source>
      <translation>The damage becomes {n}.</translation>
    </message>
    <message>
      <source>{player} discards {n} cards.</source>
      <translation>{player} discards {n} cards.</translation>
    </message>
    <message>
      <source>{player} draws a card from the life zone.</source>
      <translation>{player} draws a card from the life zone.</translation>
    </message>
    <message>
      <source>{player} puts {card} into energy.</source>
      <translation>{player} puts {card} into energy.</translation>
    </message>
    <message>
      <source>{card} enters the field.</source>
      <translation>{card} enters the field.</translation>
    </message>
    <message>
      <source>{card} hits {player} ({n}).</source>
      <translation>{card} hits {player} ({n}).</translation>
    </message>
    <message>
      <source>A life card, {card}, leaves the life zone.</source>
      <translation>A life card, {card}, leaves the life zone.</translation>
    </message>
    <message>
      <source>The life zone of {player} is empty.</source>
      <translation>The life zone of {player} is empty.</translation>
    </message>
    <message>
      <source>{player} puts {n} cards into the life zone.</source>
      <translation>{player} puts {n} cards into the life zone.</translation>
    </message>
    <message>
      <source>{card} has no target: nothing happens.</source>
      <translation>{card} has no target: nothing happens.</translation>
    </message>
    <message>
      <source>{player} takes damage.</source>
      <translation>{player} takes damage.</translation>
    </message>
    <message>
      <source>{player} plays {card}.</source>
      <translation>{player} plays {card}.</translation>
    </message>
    <message>
      <source>{card} is rested.</source>
      <translation>{card} is rested.</translation>
    </message>
    <message>
      <source>{player} opens the territory {card}.</source>
      <translation>{player} opens the territory {card}.</translation>
    </message>
    <message>
      <source>{card} takes {n} damage.</source>
      <translation>{card} takes {n} damage.</translation>
    </message>
    <message>
      <source>{card} assigns {n} damage to {target}.</source>
      <translation>{card} assigns {n} damage to {target}.</translation>
    </message>
    <message>
      <source>{card} blocks {attacker}.</source>
      <translation>{card} blocks {attacker}.</translation>
    </message>
    <message>
      <source>{player} cannot win the game.</source>
      <translation>{player} cannot win the game.</translation>
    </message>
    <message>
      <source>{player} takes the spell back.</source>
      <translation>{player} takes the spell back.</translation>
    </message>
    <message>
      <source>{card} is countered.</source>
      <translation>{card} is countered.</translation>
    </message>
    <message>
      <source>{card} deals {n} damage to {target}.</source>
      <translation>{card} deals {n} damage to {target}.</translation>
    </message>
    <message>
      <source>{player} agrees to a draw.</source>
      <translation>{player} agrees to a draw.</translation>
    </message>
    <message>
      <source>{player} must draw from an empty library.</source>
      <translation>{player} must draw from an empty library.</translation>
    </message>
    <message>
      <source>{card} has no legal target left and does nothing.</source>
      <translation>{card} has no legal target left and does nothing.</translation>
    </message>
    <message>
      <source>{player} plays the land {card}.</source>
      <translation>{player} plays the land {card}.</translation>
    </message>
    <message>
      <source>{player} loses {n} life ({life}).</source>
      <translation>{player} loses {n} life ({life}).</translation>
    </message>
    <message>
      <source>{player} adds mana {mana}.</source>
      <translation>{player} adds mana {mana}.</translation>
    </message>
    <message>
      <source>Unused mana of {player} empties.</source>
      <translation>Unused mana of {player} empties.</translation>
    </message>
    <message>
      <source>{player} pays {mana} from the mana pool.</source>
      <translation>{player} pays {mana} from the mana pool.</translation>
    </message>
    <message>
      <source>{player} gets {n} poison counters ({total}).</source>
      <translation>{player} gets {n} poison counters ({total}).</translation>
    </message>
    <message>
      <source>The game restarts.</source>
      <translation>The game restarts.</translation>
    </message>
    <message>
      <source>{player} sacrifices {card}.</source>
      <translation>{player} sacrifices {card}.</translation>
    </message>
    <message>
      <source>{card} is put into the graveyard (state-based action).</source>
      <translation>{card} is put into the graveyard (state-based action).</translation>
    </message>
    <message>
      <source>{player} taps {card} for mana.</source>
      <translation>{player} taps {card} for mana.</translation>
    </message>
    <message>
      <source>The ability of {card} triggers.</source>
      <translation>The ability of {card} triggers.</translation>
    </message>
    <message>
      <source>The triggered ability of {card} is removed.</source>
      <translation>The triggered ability of {card} is removed.</translation>
    </message>
    <message>
      <source>{players} skip the untap step.</source>
      <translation>{players} skip the untap step.</translation>
    </message>
    <message>
      <source>{player} would win and lose at once: they lose.</source>
      <translation>{player} would win and lose at once: they lose.</translation>
    </message>
    <message>
      <source>{player}'s win makes the others lose.</source>
      <translation>{player}'s win makes the others lose.</translation>
    </message>
    <message>
      <source>Nobody can respond: the ability of {card} resolves.</source>
      <translation>Nobody can respond: the ability of {card} resolves.</translation>
    </message>
    <message>
      <source>{players} skip their first draw.</source>
      <translation>{players} skip their first draw.</translation>
    </message>
    <message>
      <source>{player} gains {n} life ({life}).</source>
      <translation>{player} gains {n} life ({life}).</translation>
    </message>
    <message>
      <source>Not allowed: it is {name}'s decision now.</source>
      <translation>Not allowed: it is {name}'s decision now.</translation>
    </message>
    <message>
      <source>resolving</source>
      <translation>resolving</translation>
    </message>
    <message>
      <source>out of the game</source>
      <translation>out of the game</translation>
    </message>
    <message>
      <source>under a creature</source>
      <translation>under a creature</translation>
    </message>
    <message>
      <source>deck</source>
      <translation>deck</translation>
    </message>
    <message>
      <source>hand</source>
      <translation>hand</translation>
    </message>
    <message>
      <source>mana zone</source>
      <translation>mana zone</translation>
    </message>
    <message>
      <source>battle zone</source>
      <translation>battle zone</translation>
    </message>
    <message>
      <source>shield zone</source>
      <translation>shield zone</translation>
    </message>
    <message>
      <source>graveyard</source>
      <translation>graveyard</translation>
    </message>
    <message>
      <source>partner zone</source>
      <translation>partner zone</translation>
    </message>
    <message>
      <source>library</source>
      <translation>library</translation>
    </message>
    <message>
      <source>battlefield</source>
      <translation>battlefield</translation>
    </message>
    <message>
      <source>exile</source>
      <translation>exile</translation>
    </message>
    <message>
      <source>stack</source>
      <translation>stack</translation>
    </message>
    <message>
      <source>energy</source>
      <translation>energy</translation>
    </message>
    <message>
      <source>territory</source>
      <translation>territory</translation>
    </message>
    <message>
      <source>field</source>
      <translation>field</translation>
    </message>
    <message>
      <source>resolution area</source>
      <translation>resolution area</translation>
    </message>
    <message>
      <source>life zone</source>
      <translation>life zone</translation>
    </message>
    <message>
      <source>set aside</source>
      <translation>set aside</translation>
    </message>
    <message>
      <source>Gachinko judge: {player} reveals {a} (cost {ca}), {opp} reveals {b} (cost {cb}) — {player} {res}.</source>
      <translation>Gachinko judge: {player} reveals {a} (cost {ca}), {opp} reveals {b} (cost {cb}) — {player} {res}.</translation>
    </message>
    <message>
      <source>The game begins: {n} players; {first} goes first.</source>
      <translation>The game begins: {n} players; {first} goes first.</translation>
    </message>
    <message>
      <source>— Turn {turn}: {player} —</source>
      <translation>— Turn {turn}: {player} —</translation>
    </message>
    <message>
      <source>{player} declares {card}.</source>
      <translation>{player} declares {card}.</translation>
    </message>
    <message>
      <source>won</source>
      <translation>won</translation>
    </message>
    <message>
      <source>lost</source>
      <translation>lost</translation>
    </message>
    <message>
      <source>{player}'s turn is skipped.</source>
      <translation>{player}'s turn is skipped.</translation>
    </message>
    <message>
      <source>{player} takes an extra turn.</source>
      <translation>{player} takes an extra turn.</translation>
    </message>
    <message>
      <source>{player} charges {card} to mana.</source>
      <translation>{player} charges {card} to mana.</translation>
    </message>
    <message>
      <source>{player} summons {card}.</source>
      <translation>{player} summons {card}.</translation>
    </message>
    <message>
      <source>{player} casts {card}.</source>
      <translation>{player} casts {card}.</translation>
    </message>
    <message>
      <source>{player} pays {n} mana ({left} left).</source>
      <translation>{player} pays {n} mana ({left} left).</translation>
    </message>
    <message>
      <source>{player} attacks {target} with {card}.</source>
      <translation>{player} attacks {target} with {card}.</translation>
    </message>
    <message>
      <source>{player} blocks with {card}.</source>
      <translation>{player} blocks with {card}.</translation>
    </message>
    <message>
      <source>{player} pays with {n} energy.</source>
      <translation>{player} pays with {n} energy.</translation>
    </message>
    <message>
      <source>{player} pays with {n} mana.</source>
      <translation>{player} pays with {n} mana.</translation>
    </message>
    <message>
      <source>Battle: {a} against {b}.</source>
      <translation>Battle: {a} against {b}.</translation>
    </message>
    <message>
      <source>Battle: {a} ({pa}) against {b} ({pb}).</source>
      <translation>Battle: {a} ({pa}) against {b} ({pb}).</translation>
    </message>
    <message>
      <source>{by} breaks a shield of {player}.</source>
      <translation>{by} breaks a shield of {player}.</translation>
    </message>
    <message>
      <source>{player} uses the shield trigger of {card}.</source>
      <translation>{player} uses the shield trigger of {card}.</translation>
    </message>
    <message>
      <source>{card} is destroyed.</source>
      <translation>{card} is destroyed.</translation>
    </message>
    <message>
      <source>{player} attacks {target} directly!</source>
      <translation>{player} attacks {target} directly!</translation>
    </message>
    <message>
      <source>{player} loses the game.</source>
      <translation>{player} loses the game.</translation>
    </message>
    <message>
      <source>{player}'s game is a draw.</source>
      <translation>{player}'s game is a draw.</translation>
    </message>
    <message>
      <source>A loop of actions nobody can stop: the game is a draw for the players it reaches.</source>
      <translation>A loop of actions nobody can stop: the game is a draw for the players it reaches.</translation>
    </message>
    <message>
      <source>Turn marker {n} passes to {player}.</source>
      <translation>Turn marker {n} passes to {player}.</translation>
    </message>
    <message>
      <source>{player} deploys {card} to {to}.</source>
      <translation>{player} deploys {card} to {to}.</translation>
    </message>
    <message>
      <source>Turn marker {n} waits: a turn is under way within three seats to the left.</source>
      <translation>Turn marker {n} waits: a turn is under way within three seats to the left.</translation>
    </message>
    <message>
      <source>Turn marker {n} is removed.</source>
      <translation>Turn marker {n} is removed.</translation>
    </message>
    <message>
      <source>{player} gains control of {card}.</source>
      <translation>{player} gains control of {card}.</translation>
    </message>
    <message>
      <source>{player} leaves the game.</source>
      <translation>{player} leaves the game.</translation>
    </message>
    <message>
      <source>Game over. Winner: {w}.</source>
      <translation>Game over. Winner: {w}.</translation>
    </message>
    <message>
      <source>Game over. Nobody won.</source>
      <translation>Game over. Nobody won.</translation>
    </message>
    <message>
      <source>{player} chooses {opp} as the opponent.</source>
      <translation>{player} chooses {opp} as the opponent.</translation>
    </message>
    <message>
      <source>{card} is revealed.</source>
      <translation>{card} is revealed.</translation>
    </message>
    <message>
      <source>{player} looks at {n} cards.</source>
      <translation>{player} looks at {n} cards.</translation>
    </message>
    <message>
      <source>{player} looks at {n} cards of {whose}.</source>
      <translation>{player} looks at {n} cards of {whose}.</translation>
    </message>
    <message>
      <source>{player} returns the partner {card} by putting a mana card under the deck.</source>
      <translation>{player} returns the partner {card} by putting a mana card under the deck.</translation>
    </message>
    <message>
      <source>An effect of {player} is nullified.</source>
      <translation>An effect of {player} is nullified.</translation>
    </message>
    <message>
      <source>{card}: an effect is replaced.</source>
      <translation>{card}: an effect is replaced.</translation>
    </message>
    <message>
      <source>{player} shuffles the deck.</source>
      <translation>{player} shuffles the deck.</translation>
    </message>
    <message>
      <source>{player} draws {card}.</source>
      <translation>{player} draws {card}.</translation>
    </message>
    <message>
      <source>{player} concedes.</source>
      <translation>{player} concedes.</translation>
    </message>
    <message>
      <source>{player} puts {card} face up into the shields (Galaxy Shield).</source>
      <translation>{player} puts {card} face up into the shields (Galaxy Shield).</translation>
    </message>
    <message>
      <source>{player} cannot cast spells for now.</source>
      <translation>{player} cannot cast spells for now.</translation>
    </message>
    <message>
      <source>The condition of {card} does not hold: nothing happens.</source>
      <translation>The condition of {card} does not hold: nothing happens.</translation>
    </message>
    <message>
      <source>({kind})</source>
      <translation>({kind})</translation>
    </message>
    <message>
      <source>Log</source>
      <translation>Log</translation>
    </message>
    <message>
      <source>Enza — card game table</source>
      <translation>Enza — card game table</translation>
    </message>
    <message>
      <source>{fmt} · turn {turn} ({player}) · {step} · screen: {screen}</source>
      <translation>{fmt} · turn {turn} ({player}) · {step} · screen: {screen}</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Undo</translation>
    </message>
    <message>
      <source>Redo</source>
      <translation>Redo</translation>
    </message>
    <message>
      <source>No game</source>
      <translation>No game</translation>
    </message>
    <message>
      <source>Replay: step {k} of {n}</source>
      <translation>Replay: step {k} of {n}</translation>
    </message>
    <message>
      <source>Replay</source>
      <translation>Replay</translation>
    </message>
    <message>
      <source>everyone</source>
      <translation>everyone</translation>
    </message>
    <message>
      <source>The computer is thinking…</source>
      <translation>The computer is thinking…</translation>
    </message>
    <message>
      <source>Waiting for {name} to take the screen.</source>
      <translation>Waiting for {name} to take the screen.</translation>
    </message>
    <message>
      <source>Everyone answers privately; the answers are revealed together.</source>
      <translation>Everyone answers privately; the answers are revealed together.</translation>
    </message>
    <message>
      <source>Pass until something happens (F4)</source>
      <translation>Pass until something happens (F4)</translation>
    </message>
    <message>
      <source>Pass until end of turn (F6)</source>
      <translation>Pass until end of turn (F6)</translation>
    </message>
    <message>
      <source>Stops…</source>
      <translation>Stops…</translation>
    </message>
    <message>
      <source>its game cannot be replayed ({detail})</source>
      <translation>its game cannot be replayed ({detail})</translation>
    </message>
    <message>
      <source>Autosave failed ({detail}): the game goes on but is not being saved. Free some disk space or save by hand.</source>
      <translation>Autosave failed ({detail}): the game goes on but is not being saved. Free some disk space or save by hand.</translation>
    </message>
    <message>
      <source>Another Enza window owns the autosaved game: this window neither resumes nor autosaves it.</source>
      <translation>Another Enza window owns the autosaved game: this window neither resumes nor autosaves it.</translation>
    </message>
    <message>
      <source>The data folder {path} cannot be used ({detail}): games are not autosaved.</source>
      <translation>The data folder {path} cannot be used ({detail}): games are not autosaved.</translation>
    </message>
    <message>
      <source>{name} could not be read ({detail}); it was kept aside as {aside}.</source>
      <translation>{name} could not be read ({detail}); it was kept aside as {aside}.</translation>
    </message>
    <message>
      <source>The last write was unfinished when Enza stopped; the action in flight is not restored.</source>
      <translation>The last write was unfinished when Enza stopped; the action in flight is not restored.</translation>
    </message>
    <message>
      <source>{name}: a damaged line was found ({detail}); the actions after it are not restored.</source>
      <translation>{name}: a damaged line was found ({detail}); the actions after it are not restored.</translation>
    </message>
    <message>
      <source>{name}: an action could not be replayed ({detail}); the game resumes before it.</source>
      <translation>{name}: an action could not be replayed ({detail}); the game resumes before it.</translation>
    </message>
    <message>
      <source>The newest autosave could not be read; an older game is offered.</source>
      <translation>The newest autosave could not be read; an older game is offered.</translation>
    </message>
    <message>
      <source>The autosave was written by another version of Enza and was replayed anew.</source>
      <translation>The autosave was written by another version of Enza and was replayed anew.</translation>
    </message>
    <message>
      <source>The autosave folder holds more than Enza could read in time; the rest is read at the next start.</source>
      <translation>The autosave folder holds more than Enza could read in time; the rest is read at the next start.</translation>
    </message>
    <message>
      <source>An unfinished game was found (the app did not close normally):</source>
      <translation>An unfinished game was found (the app did not close normally):</translation>
    </message>
    <message>
      <source>{format} with {seats}: turn {turn} ({player}), {actions} actions.</source>
      <translation>{format} with {seats}: turn {turn} ({player}), {actions} actions.</translation>
    </message>
    <message>
      <source>Resume it?</source>
      <translation>Resume it?</translation>
    </message>
    <message>
      <source>a folder</source>
      <translation>a folder</translation>
    </message>
    <message>
      <source>a FIFO (named pipe)</source>
      <translation>a FIFO (named pipe)</translation>
    </message>
    <message>
      <source>a device</source>
      <translation>a device</translation>
    </message>
    <message>
      <source>a socket</source>
      <translation>a socket</translation>
    </message>
    <message>
      <source>not a folder</source>
      <translation>not a folder</translation>
    </message>
    <message>
      <source>it is {kind}, not a regular file</source>
      <translation>it is {kind}, not a regular file</translation>
    </message>
    <message>
      <source>it is a link leading out of the data folder</source>
      <translation>it is a link leading out of the data folder</translation>
    </message>
    <message>
      <source>it is too large ({detail})</source>
      <translation>it is too large ({detail})</translation>
    </message>
    <message>
      <source>it cannot be opened ({detail})</source>
      <translation>it cannot be opened ({detail})</translation>
    </message>
    <message>
      <source>it is damaged ({detail})</source>
      <translation>it is damaged ({detail})</translation>
    </message>
    <message>
      <source>a value in it has the wrong type or is out of range ({detail})</source>
      <translation>a value in it has the wrong type or is out of range ({detail})</translation>
    </message>
    <message>
      <source>replaying its game would take too long ({detail})</source>
      <translation>replaying its game would take too long ({detail})</translation>
    </message>
    <message>
      <source>Enza could not use these files of its data folder ({folder}); it started with what was good:</source>
      <translation>Enza could not use these files of its data folder ({folder}); it started with what was good:</translation>
    </message>
    <message>
      <source>Recovered from the journal of every action.</source>
      <translation>Recovered from the journal of every action.</translation>
    </message>
    <message>
      <source>Recovered from the last snapshot.</source>
      <translation>Recovered from the last snapshot.</translation>
    </message>
    <message>
      <source>Recovered from an older snapshot: the newest file could not be used.</source>
      <translation>Recovered from an older snapshot: the newest file could not be used.</translation>
    </message>
    <message>
      <source>Recovered from an autosave of an earlier version of Enza.</source>
      <translation>Recovered from an autosave of an earlier version of Enza.</translation>
    </message>
    <message>
      <source>{n} answer(s) already given in a simultaneous decision are kept.</source>
      <translation>{n} answer(s) already given in a simultaneous decision are kept.</translation>
    </message>
    <message>
      <source>… and {n} more.</source>
      <translation>… and {n} more.</translation>
    </message>
    <message>
      <source>An autosave could not be resumed:</source>
      <translation>An autosave could not be resumed:</translation>
    </message>
    <message>
      <source>{name}: {reason}. It was kept aside as {aside}.</source>
      <translation>{name}: {reason}. It was kept aside as {aside}.</translation>
    </message>
    <message>
      <source>{name}: {reason}. It could not be moved aside.</source>
      <translation>{name}: {reason}. It could not be moved aside.</translation>
    </message>
    <message>
      <source>Revealed.</source>
      <translation>Revealed.</translation>
    </message>
    <message>
      <source>Buster! Revealed from the life of {player}.</source>
      <translation>Buster! Revealed from the life of {player}.</translation>
    </message>
    <message>
      <source>Shot! {player} reveals it.</source>
      <translation>Shot! {player} reveals it.</translation>
    </message>
    <message>
      <source>{player} opens the territory.</source>
      <translation>{player} opens the territory.</translation>
    </message>
    <message>
      <source>Enza</source>
      <translation>Enza</translation>
    </message>
    <message>
      <source>A card-game table for friends around one computer.</source>
      <translation>A card-game table for friends around one computer.</translation>
    </message>
    <message>
      <source>Continue</source>
      <translation>Continue</translation>
    </message>
    <message>
      <source>Deck editor</source>
      <translation>Deck editor</translation>
    </message>
    <message>
      <source>Rules</source>
      <translation>Rules</translation>
    </message>
    <message>
      <source>Enza is an unofficial fan project; all cards in it are original.</source>
      <translation>Enza is an unofficial fan project; all cards in it are original.</translation>
    </message>
    <message>
      <source>No unfinished game to continue.</source>
      <translation>No unfinished game to continue.</translation>
    </message>
    <message>
      <source>left</source>
      <translation>left</translation>
    </message>
    <message>
      <source>front</source>
      <translation>front</translation>
    </message>
    <message>
      <source>Life {n}</source>
      <translation>Life {n}</translation>
    </message>
    <message>
      <source>Poison {n}</source>
      <translation>Poison {n}</translation>
    </message>
    <message>
      <source>● Deciding</source>
      <translation>● Deciding</translation>
    </message>
    <message>
      <source>★ {name} leads</source>
      <translation>★ {name} leads</translation>
    </message>
    <message>
      <source>yellow zone</source>
      <translation>yellow zone</translation>
    </message>
    <message>
      <source>out of range</source>
      <translation>out of range</translation>
    </message>
    <message>
      <source>red zone</source>
      <translation>red zone</translation>
    </message>
    <message>
      <source>ability</source>
      <translation>ability</translation>
    </message>
    <message>
      <source>triggered ability</source>
      <translation>triggered ability</translation>
    </message>
    <message>
      <source>waiting effect</source>
      <translation>waiting effect</translation>
    </message>
    <message>
      <source>Lands</source>
      <translation>Lands</translation>
    </message>
    <message>
      <source>Turn order: clockwise (to the left)</source>
      <translation>Turn order: clockwise (to the left)</translation>
    </message>
    <message>
      <source>Turn order: counter-clockwise (to the right)</source>
      <translation>Turn order: counter-clockwise (to the right)</translation>
    </message>
    <message>
      <source>Mana {a}/{m}</source>
      <translation>Mana {a}/{m}</translation>
    </message>
    <message>
      <source>Limits: {limits}</source>
      <translation>Limits: {limits}</translation>
    </message>
    <message>
      <source>{fmt} — turn {turn}, {step}</source>
      <translation>{fmt} — turn {turn}, {step}</translation>
    </message>
    <message>
      <source>End turn</source>
      <translation>End turn</translation>
    </message>
    <message>
      <source>Skip ahead ▶▶ (S)</source>
      <translation>Skip ahead ▶▶ (S)</translation>
    </message>
    <message>
      <source>End of turn</source>
      <translation>End of turn</translation>
    </message>
    <message>
      <source>End your turn?</source>
      <translation>End your turn?</translation>
    </message>
    <message>
      <source>Hand</source>
      <translation>Hand</translation>
    </message>
    <message>
      <source>Mana</source>
      <translation>Mana</translation>
    </message>
    <message>
      <source>Battle zone</source>
      <translation>Battle zone</translation>
    </message>
    <message>
      <source>Shields</source>
      <translation>Shields</translation>
    </message>
    <message>
      <source>Graveyard</source>
      <translation>Graveyard</translation>
    </message>
    <message>
      <source>Library</source>
      <translation>Library</translation>
    </message>
    <message>
      <source>Battlefield</source>
      <translation>Battlefield</translation>
    </message>
    <message>
      <source>Exile</source>
      <translation>Exile</translation>
    </message>
    <message>
      <source>Stack</source>
      <translation>Stack</translation>
    </message>
    <message>
      <source>Stack of turn marker 1</source>
      <translation>Stack of turn marker 1</translation>
    </message>
    <message>
      <source>Stack of turn marker 2</source>
      <translation>Stack of turn marker 2</translation>
    </message>
    <message>
      <source>Energy</source>
      <translation>Energy</translation>
    </message>
    <message>
      <source>Resolution area</source>
      <translation>Resolution area</translation>
    </message>
    <message>
      <source>Life</source>
      <translation>Life</translation>
    </message>
    <message>
      <source>Battle</source>
      <translation>Battle</translation>
    </message>
    <message>
      <source>Shld.</source>
      <translation>Shld.</translation>
    </message>
    <message>
      <source>Grave</source>
      <translation>Grave</translation>
    </message>
    <message>
      <source>Ptnr.</source>
      <translation>Ptnr.</translation>
    </message>
    <message>
      <source>Lib.</source>
      <translation>Lib.</translation>
    </message>
    <message>
      <source>B.field</source>
      <translation>B.field</translation>
    </message>
    <message>
      <source>En.</source>
      <translation>En.</translation>
    </message>
    <message>
      <source>Terr.</source>
      <translation>Terr.</translation>
    </message>
    <message>
      <source>Fld.</source>
      <translation>Fld.</translation>
    </message>
    <message>
      <source>Res.</source>
      <translation>Res.</translation>
    </message>
    <message>
      <source>(you)</source>
      <translation>(you)</translation>
    </message>
    <message>
      <source>[CPU]</source>
      <translation>[CPU]</translation>
    </message>
    <message>
      <source>▶ Turn</source>
      <translation>▶ Turn</translation>
    </message>
    <message>
      <source>⋯ Thinking</source>
      <translation>⋯ Thinking</translation>
    </message>
    <message>
      <source>Graveyard of {name}</source>
      <translation>Graveyard of {name}</translation>
    </message>
    <message>
      <source>{name} concedes the game?</source>
      <translation>{name} concedes the game?</translation>
    </message>
    <message>
      <source>(empty)</source>
      <translation>(empty)</translation>
    </message>
    <message>
      <source>Undo is not possible: hidden cards were revealed since that action (a draw, a shield break, a shuffle or a look).</source>
      <translation>Undo is not possible: hidden cards were revealed since that action (a draw, a shield break, a shuffle or a look).</translation>
    </message>
    <message>
      <source>Nothing to undo.</source>
      <translation>Nothing to undo.</translation>
    </message>
    <message>
      <source>Declaration</source>
      <translation>Declaration</translation>
    </message>
    <message>
      <source>Show this card large</source>
      <translation>Show this card large</translation>
    </message>
    <message>
      <source>Browse the graveyard…</source>
      <translation>Browse the graveyard…</translation>
    </message>
    <message>
      <source>{fmt} · {n} seats ({names}) · turn {turn}</source>
      <translation>{fmt} · {n} seats ({names}) · turn {turn}</translation>
    </message>
    <message>
      <source>Reading the autosaved game… {done} of {total} actions</source>
      <translation>Reading the autosaved game… {done} of {total} actions</translation>
    </message>
    <message>
      <source>Open a saved game</source>
      <translation>Open a saved game</translation>
    </message>
    <message>
      <source>Enza saves (*.enza);;All files (*)</source>
      <translation>Enza saves (*.enza);;All files (*)</translation>
    </message>
    <message>
      <source>Save the game</source>
      <translation>Save the game</translation>
    </message>
    <message>
      <source>Enza saves (*.enza)</source>
      <translation>Enza saves (*.enza)</translation>
    </message>
    <message>
      <source>Saved to {path}</source>
      <translation>Saved to {path}</translation>
    </message>
    <message>
      <source>Load a puzzle</source>
      <translation>Load a puzzle</translation>
    </message>
    <message>
      <source>Scenarios (*.toml)</source>
      <translation>Scenarios (*.toml)</translation>
    </message>
    <message>
      <source>Export the log</source>
      <translation>Export the log</translation>
    </message>
    <message>
      <source>Text (*.txt)</source>
      <translation>Text (*.txt)</translation>
    </message>
    <message>
      <source>Files set aside</source>
      <translation>Files set aside</translation>
    </message>
    <message>
      <source>Autosave works again.</source>
      <translation>Autosave works again.</translation>
    </message>
    <message>
      <source>Cannot open the save</source>
      <translation>Cannot open the save</translation>
    </message>
    <message>
      <source>Autosave</source>
      <translation>Autosave</translation>
    </message>
    <message>
      <source>Resume?</source>
      <translation>Resume?</translation>
    </message>
    <message>
      <source>Cannot load the puzzle</source>
      <translation>Cannot load the puzzle</translation>
    </message>
    <message>
      <source>Cannot export</source>
      <translation>Cannot export</translation>
    </message>
    <message>
      <source>This file is not a usable Enza save; the current game is unchanged.</source>
      <translation>This file is not a usable Enza save; the current game is unchanged.</translation>
    </message>
    <message>
      <source>Load a puzzle…</source>
      <translation>Load a puzzle…</translation>
    </message>
    <message>
      <source>Replay a saved game…</source>
      <translation>Replay a saved game…</translation>
    </message>
    <message>
      <source>Export the log…</source>
      <translation>Export the log…</translation>
    </message>
    <message>
      <source>Deck editor…</source>
      <translation>Deck editor…</translation>
    </message>
    <message>
      <source>Settings…</source>
      <translation>Settings…</translation>
    </message>
    <message>
      <source>Quit</source>
      <translation>Quit</translation>
    </message>
    <message>
      <source>Show seating links (left / right / front)</source>
      <translation>Show seating links (left / right / front)</translation>
    </message>
    <message>
      <source>Hide other players' cards</source>
      <translation>Hide other players' cards</translation>
    </message>
    <message>
      <source>Zoom in</source>
      <translation>Zoom in</translation>
    </message>
    <message>
      <source>Zoom out</source>
      <translation>Zoom out</translation>
    </message>
    <message>
      <source>Actual size</source>
      <translation>Actual size</translation>
    </message>
    <message>
      <source>Rules reference</source>
      <translation>Rules reference</translation>
    </message>
    <message>
      <source>About Enza</source>
      <translation>About Enza</translation>
    </message>
    <message>
      <source>&amp;Game</source>
      <translation>&amp;Game</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;View</translation>
    </message>
    <message>
      <source>&amp;Language</source>
      <translation>&amp;Language</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Help</translation>
    </message>
    <message>
      <source>Open recent</source>
      <translation>Open recent</translation>
    </message>
    <message>
      <source>Next step ▶</source>
      <translation>Next step ▶</translation>
    </message>
    <message>
      <source>◀ Step back</source>
      <translation>◀ Step back</translation>
    </message>
    <message>
      <source>End the replay</source>
      <translation>End the replay</translation>
    </message>
    <message>
      <source>Replay a saved game</source>
      <translation>Replay a saved game</translation>
    </message>
    <message>
      <source>Cannot replay</source>
      <translation>Cannot replay</translation>
    </message>
    <message>
      <source>Abandon the running game?</source>
      <translation>Abandon the running game?</translation>
    </message>
    <message>
      <source>A game is running. Abandon it and start the new one?</source>
      <translation>A game is running. Abandon it and start the new one?</translation>
    </message>
    <message>
      <source>Abandon it</source>
      <translation>Abandon it</translation>
    </message>
    <message>
      <source>Keep playing</source>
      <translation>Keep playing</translation>
    </message>
    <message>
      <source>drew</source>
      <translation>drew</translation>
    </message>
    <message>
      <source>{name}: no declaration.</source>
      <translation>{name}: no declaration.</translation>
    </message>
    <message>
      <source>Cannot start the game</source>
      <translation>Cannot start the game</translation>
    </message>
    <message>
      <source>{name}: any response?</source>
      <translation>{name}: any response?</translation>
    </message>
    <message>
      <source>setup</source>
      <translation>setup</translation>
    </message>
    <message>
      <source>start</source>
      <translation>start</translation>
    </message>
    <message>
      <source>untap</source>
      <translation>untap</translation>
    </message>
    <message>
      <source>draw</source>
      <translation>draw</translation>
    </message>
    <message>
      <source>charge</source>
      <translation>charge</translation>
    </message>
    <message>
      <source>main</source>
      <translation>main</translation>
    </message>
    <message>
      <source>attack</source>
      <translation>attack</translation>
    </message>
    <message>
      <source>end</source>
      <translation>end</translation>
    </message>
    <message>
      <source>Civilization</source>
      <translation>Civilization</translation>
    </message>
    <message>
      <source>Colour</source>
      <translation>Colour</translation>
    </message>
    <message>
      <source>Red</source>
      <translation>Red</translation>
    </message>
    <message>
      <source>Blue</source>
      <translation>Blue</translation>
    </message>
    <message>
      <source>White</source>
      <translation>White</translation>
    </message>
    <message>
      <source>Black</source>
      <translation>Black</translation>
    </message>
    <message>
      <source>Green</source>
      <translation>Green</translation>
    </message>
    <message>
      <source>team {n}</source>
      <translation>team {n}</translation>
    </message>
    <message>
      <source>{player}'s {zone}</source>
      <translation>{player}'s {zone}</translation>
    </message>
    <message>
      <source>mana is tapped only to pay for a card you use</source>
      <translation>mana is tapped only to pay for a card you use</translation>
    </message>
    <message>
      <source>only untapped cards of your own mana zone pay</source>
      <translation>only untapped cards of your own mana zone pay</translation>
    </message>
    <message>
      <source>{card} is already tapped</source>
      <translation>{card} is already tapped</translation>
    </message>
    <message>
      <source>spells and lands are played when you have priority</source>
      <translation>spells and lands are played when you have priority</translation>
    </message>
    <message>
      <source>{card} is not a land</source>
      <translation>{card} is not a land</translation>
    </message>
    <message>
      <source>you have already played a land this turn</source>
      <translation>you have already played a land this turn</translation>
    </message>
    <message>
      <source>lands are played in your own main phase with an empty stack</source>
      <translation>lands are played in your own main phase with an empty stack</translation>
    </message>
    <message>
      <source>lands are played, not cast: put {card} on your battlefield</source>
      <translation>lands are played, not cast: put {card} on your battlefield</translation>
    </message>
    <message>
      <source>{card} can be cast only in your main phase with an empty stack</source>
      <translation>{card} can be cast only in your main phase with an empty stack</translation>
    </message>
    <message>
      <source>you cannot pay {cost} with your untapped lands</source>
      <translation>you cannot pay {cost} with your untapped lands</translation>
    </message>
    <message>
      <source>that spell has no legal target</source>
      <translation>that spell has no legal target</translation>
    </message>
    <message>
      <source>attackers are declared in the declare attackers step</source>
      <translation>attackers are declared in the declare attackers step</translation>
    </message>
    <message>
      <source>{card} came under your control this turn</source>
      <translation>{card} came under your control this turn</translation>
    </message>
    <message>
      <source>you may attack only the nearest opponent in the direction the table attacks</source>
      <translation>you may attack only the nearest opponent in the direction the table attacks</translation>
    </message>
    <message>
      <source>that player is outside your range of influence</source>
      <translation>that player is outside your range of influence</translation>
    </message>
    <message>
      <source>that creature cannot attack that player</source>
      <translation>that creature cannot attack that player</translation>
    </message>
    <message>
      <source>blockers are declared in the declare blockers step</source>
      <translation>blockers are declared in the declare blockers step</translation>
    </message>
    <message>
      <source>you may block only creatures attacking you</source>
      <translation>you may block only creatures attacking you</translation>
    </message>
    <message>
      <source>a creature with flying can be blocked only by flying or reach</source>
      <translation>a creature with flying can be blocked only by flying or reach</translation>
    </message>
    <message>
      <source>that cannot block this attack</source>
      <translation>that cannot block this attack</translation>
    </message>
    <message>
      <source>lands are tapped for mana while you pay a cost</source>
      <translation>lands are tapped for mana while you pay a cost</translation>
    </message>
    <message>
      <source>only untapped lands you control pay</source>
      <translation>only untapped lands you control pay</translation>
    </message>
    <message>
      <source>creatures are deployed in your main phase with an empty stack</source>
      <translation>creatures are deployed in your main phase with an empty stack</translation>
    </message>
    <message>
      <source>{card} must be untapped and under your control since the turn began</source>
      <translation>{card} must be untapped and under your control since the turn began</translation>
    </message>
    <message>
      <source>creatures are deployed to a teammate within your range</source>
      <translation>creatures are deployed to a teammate within your range</translation>
    </message>
    <message>
      <source>Normal actions are only for the turn player in the main phase with an empty resolution area</source>
      <translation>Normal actions are only for the turn player in the main phase with an empty resolution area</translation>
    </message>
    <message>
      <source>energy was already placed this turn</source>
      <translation>energy was already placed this turn</translation>
    </message>
    <message>
      <source>{card} cannot be played now (cost, timing or targets)</source>
      <translation>{card} cannot be played now (cost, timing or targets)</translation>
    </message>
    <message>
      <source>only units you control on the field attack</source>
      <translation>only units you control on the field attack</translation>
    </message>
    <message>
      <source>{card} is rested</source>
      <translation>{card} is rested</translation>
    </message>
    <message>
      <source>only the player in front of you may be attacked</source>
      <translation>only the player in front of you may be attacked</translation>
    </message>
    <message>
      <source>only opponents may be attacked</source>
      <translation>only opponents may be attacked</translation>
    </message>
    <message>
      <source>only opponents' rested units may be attacked</source>
      <translation>only opponents' rested units may be attacked</translation>
    </message>
    <message>
      <source>energy is rested only to pay a cost</source>
      <translation>energy is rested only to pay a cost</translation>
    </message>
    <message>
      <source>only standing cards of your own energy zone pay</source>
      <translation>only standing cards of your own energy zone pay</translation>
    </message>
    <message>
      <source>{card} is already rested</source>
      <translation>{card} is already rested</translation>
    </message>
    <message>
      <source>that card is not yours to move</source>
      <translation>that card is not yours to move</translation>
    </message>
    <message>
      <source>that is not a card you can see</source>
      <translation>that is not a card you can see</translation>
    </message>
    <message>
      <source>nothing can be done with that now</source>
      <translation>nothing can be done with that now</translation>
    </message>
    <message>
      <source>that player has already left the game</source>
      <translation>that player has already left the game</translation>
    </message>
    <message>
      <source>{msg} (it can go to: {targets})</source>
      <translation>{msg} (it can go to: {targets})</translation>
    </message>
    <message>
      <source>{place}. {name} ({result})</source>
      <translation>{place}. {name} ({result})</translation>
    </message>
    <message>
      <source>{player} concedes the game.</source>
      <translation>{player} concedes the game.</translation>
    </message>
    <message>
      <source>conceded</source>
      <translation>conceded</translation>
    </message>
    <message>
      <source>Undo is not possible: {names} answered since.</source>
      <translation>Undo is not possible: {names} answered since.</translation>
    </message>
    <message>
      <source>Nothing to do.</source>
      <translation>Nothing to do.</translation>
    </message>
    <message>
      <source>{name}: no response.</source>
      <translation>{name}: no response.</translation>
    </message>
    <message>
      <source>Undo: {what}</source>
      <translation>Undo: {what}</translation>
    </message>
    <message>
      <source>Redo: {what}</source>
      <translation>Redo: {what}</translation>
    </message>
    <message>
      <source>Who concedes?</source>
      <translation>Who concedes?</translation>
    </message>
    <message>
      <source>Concede…</source>
      <translation>Concede…</translation>
    </message>
    <message>
      <source>Pause the computers (P)</source>
      <translation>Pause the computers (P)</translation>
    </message>
    <message>
      <source>Computers paused (P to go on).</source>
      <translation>Computers paused (P to go on).</translation>
    </message>
    <message>
      <source>Card pictures: icons from game-icons.net (CC BY 3.0), made by {authors}. Every icon and its author: Show Details.</source>
      <translation>Card pictures: icons from game-icons.net (CC BY 3.0), made by {authors}. Every icon and its author: Show Details.</translation>
    </message>
    <message>
      <source>Card pictures from game-icons.net, licensed CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/):</source>
      <translation>Card pictures from game-icons.net, licensed CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/):</translation>
    </message>
    <message>
      <source>Icons made by {author}:</source>
      <translation>Icons made by {author}:</translation>
    </message>
    <message>
      <source>Play the puzzle again</source>
      <translation>Play the puzzle again</translation>
    </message>
    <message>
      <source>Solved!</source>
      <translation>Solved!</translation>
    </message>
    <message>
      <source>Not solved</source>
      <translation>Not solved</translation>
    </message>
    <message>
      <source>Puzzle: {title}</source>
      <translation>Puzzle: {title}</translation>
    </message>
    <message>
      <source>Goal reached: {goal}</source>
      <translation>Goal reached: {goal}</translation>
    </message>
    <message>
      <source>Goal: {goal}</source>
      <translation>Goal: {goal}</translation>
    </message>
    <message>
      <source>Seats around the table</source>
      <translation>Seats around the table</translation>
    </message>
    <message>
      <source>Alternating teams: every team needs the same number of players, two or more, and there are two or more teams (811.1).</source>
      <translation>Alternating teams: every team needs the same number of players, two or more, and there are two or more teams (811.1).</translation>
    </message>
    <message>
      <source>Alternating teams sit alternately around the table: a player of each team, then again (811.2). Give the seats their teams in that order.</source>
      <translation>Alternating teams sit alternately around the table: a player of each team, then again (811.2). Give the seats their teams in that order.</translation>
    </message>
    <message>
      <source>Emperor: each team has three players (809.1).</source>
      <translation>Emperor: each team has three players (809.1).</translation>
    </message>
    <message>
      <source>Emperor: each team sits together, its emperor in the middle seat (809.2).</source>
      <translation>Emperor: each team sits together, its emperor in the middle seat (809.2).</translation>
    </message>
    <message>
      <source>Tag: two teams of two players (tag 101-1).</source>
      <translation>Tag: two teams of two players (tag 101-1).</translation>
    </message>
    <message>
      <source>Tag: teammates sit side by side, seats 1 and 2 one team, seats 3 and 4 the other (tag 403-1).</source>
      <translation>Tag: teammates sit side by side, seats 1 and 2 one team, seats 3 and 4 the other (tag 403-1).</translation>
    </message>
    <message>
      <source>Tag: teammates need territories with different names (tag 401-1): choose another deck for one of them.</source>
      <translation>Tag: teammates need territories with different names (tag 401-1): choose another deck for one of them.</translation>
    </message>
    <message>
      <source>Grand melee: every player's range of influence is 1 (807.2a).</source>
      <translation>Grand melee: every player's range of influence is 1 (807.2a).</translation>
    </message>
    <message>
      <source>Grand melee attacks to the left (or right), never several players (807.2).</source>
      <translation>Grand melee attacks to the left (or right), never several players (807.2).</translation>
    </message>
    <message>
      <source>{k} teams of {sizes}</source>
      <translation>{k} teams of {sizes}</translation>
    </message>
    <message>
      <source>{counts} players</source>
      <translation>{counts} players</translation>
    </message>
    <message>
      <source>emperors (♛): {names}</source>
      <translation>emperors (♛): {names}</translation>
    </message>
    <message>
      <source>Goal:</source>
      <translation>Goal:</translation>
    </message>
    <message>
      <source>turn order from seat 1: {order}</source>
      <translation>turn order from seat 1: {order}</translation>
    </message>
    <message>
      <source>turn order: see Start</source>
      <translation>turn order: see Start</translation>
    </message>
    <message>
      <source>Larger text</source>
      <translation>Larger text</translation>
    </message>
    <message>
      <source>While you looked away:</source>
      <translation>While you looked away:</translation>
    </message>
    <message>
      <source>units attack in the attack step</source>
      <translation>units attack in the attack step</translation>
    </message>
    <message>
      <source>{name} ({left})</source>
      <translation>{name} ({left})</translation>
    </message>
    <message>
      <source>life {n}</source>
      <translation>life {n}</translation>
    </message>
    <message>
      <source>hand {n}</source>
      <translation>hand {n}</translation>
    </message>
    <message>
      <source>deck {n}</source>
      <translation>deck {n}</translation>
    </message>
    <message>
      <source>Pay the cost: rest cards of your {zone} or pay automatically.</source>
      <translation>Pay the cost: rest cards of your {zone} or pay automatically.</translation>
    </message>
    <message>
      <source>Pay the cost: tap {cards} or pay automatically.</source>
      <translation>Pay the cost: tap {cards} or pay automatically.</translation>
    </message>
    <message>
      <source>Attack step: attack with your {cards}.</source>
      <translation>Attack step: attack with your {cards}.</translation>
    </message>
    <message>
      <source>Shot: {card} was revealed from your life. Play it for free?</source>
      <translation>Shot: {card} was revealed from your life. Play it for free?</translation>
    </message>
    <message>
      <source>Target {target}</source>
      <translation>Target {target}</translation>
    </message>
    <message>
      <source>by an effect</source>
      <translation>by an effect</translation>
    </message>
    <message>
      <source>after a battle</source>
      <translation>after a battle</translation>
    </message>
    <message>
      <source>a shield is broken</source>
      <translation>a shield is broken</translation>
    </message>
    <message>
      <source>by damage</source>
      <translation>by damage</translation>
    </message>
    <message>
      <source>discarded</source>
      <translation>discarded</translation>
    </message>
    <message>
      <source>by the rules</source>
      <translation>by the rules</translation>
    </message>
    <message>
      <source>at the start of the game</source>
      <translation>at the start of the game</translation>
    </message>
    <message>
      <source>after resolving</source>
      <translation>after resolving</translation>
    </message>
    <message>
      <source>countered</source>
      <translation>countered</translation>
    </message>
    <message>
      <source>returned</source>
      <translation>returned</translation>
    </message>
    <message>
      <source>sacrificed</source>
      <translation>sacrificed</translation>
    </message>
    <message>
      <source>searched for</source>
      <translation>searched for</translation>
    </message>
    <message>
      <source>by a shot</source>
      <translation>by a shot</translation>
    </message>
    <message>
      <source>by the gachinko judge</source>
      <translation>by the gachinko judge</translation>
    </message>
    <message>
      <source>the zone is full</source>
      <translation>the zone is full</translation>
    </message>
    <message>
      <source>it has no target</source>
      <translation>it has no target</translation>
    </message>
    <message>
      <source>exiled</source>
      <translation>exiled</translation>
    </message>
    <message>
      <source>brought back</source>
      <translation>brought back</translation>
    </message>
    <message>
      <source>by a replacement effect</source>
      <translation>by a replacement effect</translation>
    </message>
    <message>
      <source>its owner left the game</source>
      <translation>its owner left the game</translation>
    </message>
    <message>
      <source>by a legend skill</source>
      <translation>by a legend skill</translation>
    </message>
    <message>
      <source>partner return</source>
      <translation>partner return</translation>
    </message>
    <message>
      <source>begins the game there</source>
      <translation>begins the game there</translation>
    </message>
    <message>
      <source>something happens</source>
      <translation>something happens</translation>
    </message>
    <message>
      <source>by the scenario</source>
      <translation>by the scenario</translation>
    </message>
    <message>
      <source>{card} goes from the {frm} to the {to}.</source>
      <translation>{card} goes from the {frm} to the {to}.</translation>
    </message>
    <message>
      <source>{cards}: hits {hits}.</source>
      <translation>{cards}: hits {hits}.</translation>
    </message>
    <message>
      <source>A life card of {player} is revealed: {card}.</source>
      <translation>A life card of {player} is revealed: {card}.</translation>
    </message>
    <message>
      <source>{card} goes to the {to} after resolving.</source>
      <translation>{card} goes to the {to} after resolving.</translation>
    </message>
    <message>
      <source>{card} goes from the {frm} to the {to} ({why}).</source>
      <translation>{card} goes from the {frm} to the {to} ({why}).</translation>
    </message>
    <message>
      <source>{some} and {last}</source>
      <translation>{some} and {last}</translation>
    </message>
    <message>
      <source>— Turn {turn}: {player} (team {team}) —</source>
      <translation>— Turn {turn}: {player} (team {team}) —</translation>
    </message>
    <message>
      <source>{player} uses an ability of {card}.</source>
      <translation>{player} uses an ability of {card}.</translation>
    </message>
    <message>
      <source>{cards}: power {power}, hits {hits}.</source>
      <translation>{cards}: power {power}, hits {hits}.</translation>
    </message>
    <message>
      <source>{cards}: power {power}.</source>
      <translation>{cards}: power {power}.</translation>
    </message>
    <message>
      <source>{players} conceded.</source>
      <translation>{players} conceded.</translation>
    </message>
    <message>
      <source>Lost the game</source>
      <translation>Lost the game</translation>
    </message>
    <message>
      <source>Deploy {card} to {player}</source>
      <translation>Deploy {card} to {player}</translation>
    </message>
    <message>
      <source>Phones</source>
      <translation>Phones</translation>
    </message>
    <message>
      <source>A person may play their seat from their phone's browser: their cards and choices on the phone, the table here. The phone must be on this computer's network.</source>
      <translation>A person may play their seat from their phone's browser: their cards and choices on the phone, the table here. The phone must be on this computer's network.</translation>
    </message>
    <message>
      <source>Plain HTTP: anyone on this Wi-Fi can read the game's traffic. Play on a network you trust.</source>
      <translation>Plain HTTP: anyone on this Wi-Fi can read the game's traffic. Play on a network you trust.</translation>
    </message>
    <message>
      <source>Hide the code</source>
      <translation>Hide the code</translation>
    </message>
    <message>
      <source>plays here</source>
      <translation>plays here</translation>
    </message>
    <message>
      <source>plays from a phone</source>
      <translation>plays from a phone</translation>
    </message>
    <message>
      <source>phone away</source>
      <translation>phone away</translation>
    </message>
    <message>
      <source>Only {name} should look: scan this with {name}'s phone. The first phone that opens it takes the seat.</source>
      <translation>Only {name} should look: scan this with {name}'s phone. The first phone that opens it takes the seat.</translation>
    </message>
    <message>
      <source>Turn phones off</source>
      <translation>Turn phones off</translation>
    </message>
    <message>
      <source>Turn phones on</source>
      <translation>Turn phones on</translation>
    </message>
    <message>
      <source>Serving on {address}</source>
      <translation>Serving on {address}</translation>
    </message>
    <message>
      <source>Phones are off.</source>
      <translation>Phones are off.</translation>
    </message>
    <message>
      <source>Show my code</source>
      <translation>Show my code</translation>
    </message>
    <message>
      <source>Take the seat back</source>
      <translation>Take the seat back</translation>
    </message>
    <message>
      <source>Cannot serve phones: {why}</source>
      <translation>Cannot serve phones: {why}</translation>
    </message>
    <message>
      <source>Phones on: {address}</source>
      <translation>Phones on: {address}</translation>
    </message>
    <message>
      <source>Take the seat back?</source>
      <translation>Take the seat back?</translation>
    </message>
    <message>
      <source>{name} plays at this screen again; their phone's link stops working.</source>
      <translation>{name} plays at this screen again; their phone's link stops working.</translation>
    </message>
    <message>
      <source>Keep waiting</source>
      <translation>Keep waiting</translation>
    </message>
    <message>
      <source>Take {name}'s seat back…</source>
      <translation>Take {name}'s seat back…</translation>
    </message>
    <message>
      <source>Waiting for {name}'s phone</source>
      <translation>Waiting for {name}'s phone</translation>
    </message>
    <message>
      <source>Phones…</source>
      <translation>Phones…</translation>
    </message>
    <message>
      <source>{fmt} · {turns} · screen: {screen}</source>
      <translation>{fmt} · {turns} · screen: {screen}</translation>
    </message>
    <message>
      <source>Pass: let the ability of {card} resolve</source>
      <translation>Pass: let the ability of {card} resolve</translation>
    </message>
    <message>
      <source>{fmt} — {turns}</source>
      <translation>{fmt} — {turns}</translation>
    </message>
    <message>
      <source>Pass: let {card} resolve</source>
      <translation>Pass: let {card} resolve</translation>
    </message>
    <message>
      <source>turn marker {n} waits</source>
      <translation>turn marker {n} waits</translation>
    </message>
    <message>
      <source>turn {turn} ({player}): {step}</source>
      <translation>turn {turn} ({player}): {step}</translation>
    </message>
    <message>
      <source>revealed card</source>
      <translation>revealed card</translation>
    </message>
    <message>
      <source>Human, on a phone</source>
      <translation>Human, on a phone</translation>
    </message>
    <message>
      <source>{name}'s code does not come up while another person's cards are on the screen.</source>
      <translation>{name}'s code does not come up while another person's cards are on the screen.</translation>
    </message>
    <message>
      <source>waits for their phone</source>
      <translation>waits for their phone</translation>
    </message>
    <message>
      <source>No code while the curtain is up: the next person at the screen could read another person's code. It comes up once the curtain is lifted.</source>
      <translation>No code while the curtain is up: the next person at the screen could read another person's code. It comes up once the curtain is lifted.</translation>
    </message>
    <message>
      <source>Each person scans only their own code with their phone: {names}. The first phone that opens a code takes its seat.</source>
      <translation>Each person scans only their own code with their phone: {names}. The first phone that opens a code takes its seat.</translation>
    </message>
    <message>
      <source>Play at this screen</source>
      <translation>Play at this screen</translation>
    </message>
    <message>
      <source>Take a seat back</source>
      <translation>Take a seat back</translation>
    </message>
    <message>
      <source>How many cards do you draw?</source>
      <translation>How many cards do you draw?</translation>
    </message>
    <message>
      <source>Draw {n}</source>
      <translation>Draw {n}</translation>
    </message>
    <message>
      <source>Do not draw</source>
      <translation>Do not draw</translation>
    </message>
  </context>
</TS>
