"""The in-app rules of The Trickster Proposition, in the project's own words."""

SUMMARY = "Two rival buyers sort Ea-Nasir's copper trick by trick; bribe him for a peek at the quality."

RULES_TEXT = """\
# The Trickster Proposition

A trick-taking game for 2 players, played with the copper cards of The Copper Trickster. Ea-Nasir,
the crooked copper seller, sits in as a third party: he turns up a card every trick and collects
a card from every trick, and he can win rounds, and even the game, like a player.

# The cards

- One suit is left out for the whole game, drawn at random at the start. Of the four suits left,
  only the cards 1 to 7 are used: 28 cards.
- The suits are Bulls (B), Fish (F), Moons (M), Palms (P) and Stars (S).

# A round

- Each player gets 9 cards. The other 10 go face down in a pile: Ea-Nasir's pile.
- The four suit cards of the suits in play are shuffled. Each player gets one in secret: that is
  their own suit. The other two go face down on the quality indicator, one on the great slot
  and one on the bad slot. Nobody knows what they are.
- The first player leads the first trick. Players take turns being first: the first player of
  the first round is drawn at random, and it alternates every round.

# A trick

1. Ea-Nasir turns up the top card of his pile. His card never wins or loses a trick, and it
   does not decide the suit to follow.
2. The leader plays any card.
3. The other player must play a card of the leader's suit if they have one, and may play anything
   if they have none. Or they may bribe (see below).
4. The higher card of the leader's suit wins the trick; the other player loses it.
5. Sorting, all in the open: the loser gives one of the three cards on the table (Ea-Nasir's and
   the two played) to Ea-Nasir's scoring pile. Then the winner keeps one of the two left. The
   loser takes the last one. Everyone can see who got what.
6. The winner of the trick leads the next one, unless the other player bribed in it: then the
   briber (who lost the trick) leads the next trick.

# The bribe

- Once a round, each player may bribe Ea-Nasir when following, after seeing the leader's card and
  Ea-Nasir's card. It is allowed whether or not they could follow suit.
- The briber plays any card from their hand and loses the trick, however high the card is. Before
  the sorting, they look in secret at one of the two face-down slot cards. Everyone sees which
  slot was looked at; only the briber sees the suit.
- If both players bribe in a round, the second one may only look at the slot the first one did
  not pick.
- The briber is the trick's loser, so they choose which card goes to Ea-Nasir, and they lead the
  next trick.

# End of a round and scoring

After 9 tricks, Ea-Nasir's last face-down card goes onto his scoring pile. Then everything is
turned up: the two slot cards, both players' suits and that last card. Each collected card scores:

- For a player: great suit +3, bad suit -4, the opponent's suit +2, their own suit +1.
- For Ea-Nasir: great suit +3, bad suit -4, either player's suit +1.

The highest score of the round wins it, Ea-Nasir included. If several tie for the highest, each of
them wins the round.

# End of the game

The first to win 2 rounds wins the game, and that can be Ea-Nasir: then both players lose. If
several reach 2 round wins in the same round, play goes on, round after round, until one of them
(Ea-Nasir included) has more round wins than everyone else.

# Reading the table

- When a trick is won, its cards stay a moment and a banner says who took it and why ("highest
  Bull", "the only Moon played", "a bribe loses the trick"). Last trick (L) shows it again.
- Under each name: the cards in hand, the points so far this round, and the bribe. The points so
  far count only the collected cards whose quality you know (your own suit, the opponent's suit
  in their pile, a slot you bribed to see); "unknown" counts the others, which are valued when
  the suits are revealed. Ea-Nasir's corner shows the same for his pile.
- The round summary has a column for each of you and one for Ea-Nasir: the copper points per
  quality, then each one's total. A round won counts 1 on the score sheet.

# Details this version settles

- The briber leads only the trick right after the bribe; after that, the winner of each trick
  leads as usual.
- A bribe may be played on any trick, the last one too, and with any card, even one that would
  have won.
- Each round starts afresh: all 28 cards are shuffled and dealt again, and the suit cards are
  shuffled and handed out again. The left-out suit stays out all game.
- The collected piles are shown on the table: every sorting choice is public, so everyone could
  track them anyway. Ea-Nasir's face-down pile, and his last card, stay hidden until the round
  ends.
"""
