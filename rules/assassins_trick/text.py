"""The in-app rules of Assassin's Trick, in the project's own words."""

SUMMARY = "Bid cards from your suit, face down, to win prize cards; an Assassin spoils any prize."

RULES_TEXT = """\
# Assassin's Trick

Two or three players spend the cards of their own suit to buy prize cards. When the game ends,
the player whose prizes add up to the most influence wins.

# Setting up

- Each player is given one whole suit of 13 cards as their hand. Which suit goes to whom is drawn
  at random, and everyone can see it.
- One of the other suits, shuffled together with the jokers chosen in the options (none, one or
  two), becomes the face-down prize deck.
- The top prize card is put aside without anyone looking at it. It stays out of play and is shown
  only when the game is over.

# Influence

- A number card is worth its number: 2 to 10.
- Jack 11, Queen 12, King 13.
- The ace is the Assassin. It is worth nothing, but it has a power of its own (below).
- A joker is worth nothing either; it only ever turns up as a prize.

# A round

- Turn up the top card of the prize deck. This is the prize.
- Every player chooses one card from their hand and puts it face down. Nobody sees another bid
  until all of them are down.
- Turn the bids up together and settle the prize:
  - If anyone bid an Assassin, nobody gets the prize: it is thrown away.
  - Otherwise bids of the same influence cancel each other out. The highest bid that was not
    cancelled wins the prize, even if a cancelled pair was higher. With three players, two
    matching high cards can hand the prize to the lowest bid!
  - If every bid was cancelled, the prize is thrown away.
- All the bid cards are thrown away, whoever won. Everything thrown away stays face up for all to
  see.

# Special prizes

- An Assassin won as a prize goes into the winner's hand, not into their prize pile. It scores
  nothing, and the winner may bid it later like any of their own cards.
- A joker won as a prize is thrown away, and the same winner turns up the next prize card and
  takes that instead. If that card is another joker, the same happens again; if it is an
  Assassin, it goes into the winner's hand. If the prize deck is empty, the winner gets nothing.

# The end

- Before each new prize is turned up, the game ends if the prize deck is empty or if any player
  has no card left to bid. The card put aside at the start is then shown.
- Add up the influence of the prize cards in front of each player. The highest total wins.
- If totals are tied, the tied player with more cards in their prize pile wins. An Assassin
  taken into the hand is not in the prize pile and does not count here; nor does a joker.
- If that is tied as well, the tied players share the win.
"""
