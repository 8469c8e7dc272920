"""The in-app rules of The Copper Trickster (3-5 players and Ea-Nasir's Party), in the project's
own words. The Trickster Proposition (2 players) has its own text in its package."""

RULES_TEXT = """\
# The Copper Trickster

A trick-taking game for 3 to 5 players set in old Mesopotamia. Each round every player is a
different character, and each character knows a different part of the truth about which copper
is good and which is bad. Collect the copper that pays your character, leave the rest to the
others. After as many rounds as there are players (everyone is Ea-Nasir once), the highest total
wins.

# The cards

- 60 copper cards numbered 1 to 12 in five suits: Bulls, Fish, Moons, Palms and Stars.
- The numbers only decide who takes a trick. Scoring counts suits (and, for the Messenger,
  tricks), never numbers.
- With 3 players one suit, drawn at random at the start, is out of the whole game; everyone gets
  16 cards. With 4 players everyone gets 15, with 5 players 12. No card is left over.

# The characters

The first Ea-Nasir is drawn at random; the other characters follow him clockwise:

- 3 players: Ea-Nasir, the Assyrian Buyer, the Supplier.
- 4 players: the same, then the Babylonian Buyer.
- 5 players: the same, then Nanni's Messenger.

After each round every character card passes one seat to the left.

# The quality of the copper

The quality indicator has a slot for each suit in play: great, good Assyrian, mediocre and bad
with 3 players, plus good Babylonian with 4 or 5.

- The Supplier secretly chooses which suit is great copper.
- The other suits are shuffled face down onto the other slots, so the Supplier does not learn
  them either.
- Then each character looks at its own slots:
  - Ea-Nasir: mediocre and bad.
  - The Supplier: great (its own choice), nothing else.
  - The Assyrian Buyer: good Assyrian; with 4 or 5 players also good Babylonian.
  - The Babylonian Buyer: good Assyrian and good Babylonian.
  - Nanni's Messenger: nothing at all.

# Discarding and passing

Everyone decides at the same time, as one choice: one card to discard face down and one card to
pass face down to the player on the left. The passed cards are handed over only once everyone
has chosen, and join the receiver's hand then.

- Ea-Nasir may not pass a card of the bad suit, unless every card in his hand (before the
  discard) is of that suit. He may discard it.
- With 5 players the Messenger only discards: it passes nothing and receives nothing. The
  Babylonian Buyer passes to Ea-Nasir instead of to the Messenger.
- Discards stay face down and out of play; nobody but their owner sees them.

# Tricks

- The Assyrian Buyer leads the first trick.
- Everyone must play the suit that was led if they can; if they cannot, any card will do.
- The highest card of the led suit takes the trick and leads the next. There are no trumps
  (except in Ea-Nasir's Party).
- Each player keeps the cards of the tricks they take. Tricks are played face up, so everyone
  can count them.

# The Revelation

At the end of trick 8 (3 players), trick 7 (4 players) or trick 6 (5 players), when everyone has
7 cards left (5 with 5 players), all the slots are turned up: from then on everyone knows every
suit's quality. The trick that ends at the Revelation still counts as before it.

# Scoring a round

Each card you collected scores by its suit's quality and your character:

- Assyrian and Babylonian Buyers: great +2, their own good copper +2, the other Buyer's good
  copper +1 (4 or 5 players), mediocre 0, bad -2.
- Ea-Nasir: great +2, good copper (either) +1, mediocre 0, bad -4.
- The Supplier: great +3, good copper (either) +1, mediocre 0, bad -2.
- Nanni's Messenger ignores suits and counts tricks: -2 for each trick taken up to and including
  the Revelation's trick. For the tricks taken after it: none 0, exactly one +5, exactly two +12,
  three or more +2.

# End of the game

The game lasts as many rounds as there are players. The highest total wins. If totals tie, the
tied player who scored most in the last round wins; if that ties too, they share the win.

# Ea-Nasir's Party (option)

After the passing, the discards are shuffled and the top one is turned face up. Its suit is
trump for the round; the card itself stays face up beside the indicator and out of play, and the
other discards stay hidden. You still follow the led suit if you can; if you cannot, you may
trump. A trick holding any trump goes to the highest trump; otherwise to the highest card of the
led suit.

# On the table

- When a trick ends, the card that took it is raised and a banner says who took it and why
  ("highest Palm", "the only trump"). Last trick (L) shows it again.
- Your plate shows your points so far, counted from the slots you know; cards of suits you do
  not know yet count at the Revelation. Everyone sees the Messenger's points on its plate.
- Your own copper lies face up in a column per suit, with a count; point at it for the numbers.
- The "You are ..." panel lists what you know: your slots, which suits other players have shown
  they lack (they did not follow them), and the card passed to you.

# Readings this program makes

- The discard and the pass are one choice, made by everyone at once; a player who has chosen
  waits for the others and sees what it receives only when all have chosen.
- The Supplier does not see the suits shuffled onto the other slots until the Revelation.
- In Ea-Nasir's Party, which player's discard is turned up is not said: only the card is shown.
"""
