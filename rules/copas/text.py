"""The in-app rules of Copas, in the project's own words."""

RULES_TEXT = """\
# Copas

A Portuguese trick-taking game for 3 to 5 players, close kin to Hearts. Every Cup you take
costs you a penalty point. The game ends when somebody reaches 51; the lowest total wins.

# The cards

- 40 cards in four suits: Clubs, Swords, Cups and Coins.
- In each suit, from lowest to highest: 2, 3, 4, 5, 6, Queen, Jack, King, 7, Ace. Note that the
  7 ranks above the King and only the Ace beats it.
- With 3 players the 2 of Clubs is left out and everyone gets 13 cards. With 4 players everyone
  gets 10, with 5 players 8.

# Turn order

Copas goes to the right (anticlockwise) in everything. The player on the dealer's right
shuffles, leads the first trick, and deals the next round. The first dealer is drawn at random.

# Tricks

- The leader plays any card. Everyone else must play the same suit if they can; if they cannot,
  they may play anything.
- The highest card of the suit that was led wins the trick. There are no trumps.
- The winner of a trick leads the next one.
- Cups may be led or thrown away at any time (unless a house rule below is on).

# Scoring a round

- Each Cup you took is 1 penalty point; a round holds 10 in all.
- Taking every trick: everyone else gets 10 penalty points and you get none. This beats every
  other rule of the round, a pending bonus included.
- Taking all 10 Cups (without taking every trick): your 10 points are held back and a bonus
  round is played, dealt and led as usual. In the bonus round:
  - if you take no Cup at all, the held 10 points are wiped out;
  - otherwise you score the held 10 plus every Cup you take (20 if you take all 10 again, and no
    further bonus round follows);
  - if somebody else takes all 10 Cups, your held 10 are wiped out and a bonus round follows for
    them;
  - if somebody takes every trick, your held 10 are wiped out and you score 10 like everyone
    else except the taker.
- Everybody else scores the bonus round normally.

# End of the game

After a round (once no bonus is waiting), anyone with 51 or more points pops and the game ends.
The popped player with the most points loses (players tied there share the loss), and the
player with the fewest points wins (ties share the win).

# House rules (off unless chosen at setup)

- Cups locked until discarded: nobody may lead a Cup until someone has thrown a Cup onto a trick
  of another suit. Leading a Cup does not unlock them. A player holding nothing but Cups may
  still lead one.
- No Cups on the first trick: a player who cannot follow suit on the first trick must throw away
  something other than a Cup, unless they hold nothing but Cups.
"""
