"""The in-app rules of Vazerneiros, in the project's own words; the rumor list is built from
``rumors.py`` so the table, the log and the rules say the same thing."""

from __future__ import annotations

from rules.vazerneiros.rumors import NEGATIVE_RUMORS, rumors

INTRO = """\
# Vazerneiros

A trick-taking game for 3 to 5 players over 4 rounds. Each round an auction decides who picks a
rumor, and the rumor changes that round's rules. Potions change the number or the suit of a card
as it is played. The highest total after round 4 wins.

# The cards and pieces

- 48 character cards numbered 0 to 11 in four suits: Barbarians, Druids, Mages and Paladins.
- The hierarchy track ranks the four suits; its order is drawn at random every round.
- 20 potion tokens. Everyone starts with 2; the rest form the supply. Nobody may hold more than 4:
  a potion you would gain beyond 4, or that the empty supply cannot pay, is simply lost. Spent
  potions go back to the supply.
- 15 rumor cards (18 with the "negative rumors" option, which adds the three that can cost
  points).

# A round

- Everyone is dealt 13 cards (3 players), 11 (4 players) or 9 (5 players); the rest stay face
  down, unseen. Three rumor cards are turned up.
- **Auction.** Everyone lays one card face down at the same time; then all turn up. The highest
  number wins; if numbers tie, the suit higher on the track wins. No potions in the auction.
  Every auction card is spent, so a round has 12, 10 or 8 tricks.
- The winner picks one of the three rumors (the other two leave the game), then gains a potion.
  The winner leads the first trick.
- **Tricks.** The leader plays any card; its suit (after potions) is the trick's suit. The
  others follow in turn clockwise and must play that suit if they can; if not, any card. The
  highest card of the trick's suit wins and its winner leads next.
- **Scoring.** Each trick won scores 1 point, unless the rumor says otherwise. Halves are kept
  exactly, never rounded.
- **Catch-up.** Before the next round everyone except the leader(s) on the running totals gains a
  potion (everyone, if all are tied), one at a time going left from the round's auction winner.
  The cards are all gathered, shuffled and dealt again, and the track is drawn again.

# Potions

When you play a card you may declare potion effects on it, each at most once per card:

- **±0.5** (1 potion): the card's value goes up or down by a half.
- **New suit** (1 potion): the card becomes another suit. When following, it must become the
  trick's suit, and then you may play it even if you hold cards of that suit. When leading, any
  suit.
- **New number** (3 potions): the card becomes any whole number from 0 to 11. A ±0.5 on the same
  card applies after it, so values run from -0.5 to 11.5.

An effect that would change nothing is not allowed. If two cards end up equal, the one without
any effect wins; if both used effects, the one played first wins.

# The end

After round 4 the highest total wins. A tie goes to whoever holds more potions; if still tied,
the tied players share the win.

# The rumors
"""

READINGS = """\
# Reading the table

- When a trick ends its cards stay for a moment: the winning card is raised and a banner says who
  takes it and why, in the rule that decided it ("highest Mage", "second-highest Mage under The
  Scoundrel's Strike", "tied at 9: no potion beats potion"). A card changed by potions shows what
  it counted as ("the Druid 9 as Paladin 9.5"). Press L to see the last trick again.
- Under each name: the round so far, tricks and the points they would score if the round ended
  now (under the Echo of Discord and the Arcane Rivalry, the cards of the two counted suits won),
  then the potions held.
- Hover over a rumor card for its full text, over a potion for what potions do, over the track
  for what it ranks.

# Fine points

- The auction's potion comes after the rumor is picked: the Alchemy Elixir replaces it, and the
  Favor of the Gods' extra potion comes after it.
- Under the Veil and Light and Shadows, face-down cards must still follow suit; which effects were
  used and what they cost shows at once, the new number and the sign of a ±0.5 (and a follower's
  new suit) only when the cards turn up. A face-down lead names its suit, after potions, at once.
- Under the Favor of the Gods nobody has to follow suit, but a suit potion on a follower's card
  still turns it into the trick's suit (which can win a tie on the track).
- Under the Whispers of the Fallen the swaps happen after every trick but the last.
- Under the Ritual of Paths, a player who can make a card of a new suit with a potion or the Elixir
  must do so rather than show their hand.
- The Echo of Discord and the Arcane Rivalry count printed suits in the tricks you won; auction
  cards never count.
"""


def rules_text() -> str:
    lines = [INTRO]
    for rumor in rumors().values():
        mark = " (negative rumor)" if rumor.id in NEGATIVE_RUMORS else ""
        lines.append(f"- **{rumor.id}. {rumor.title}**{mark}: {rumor.text}")
    lines.append("")
    lines.append(READINGS)
    return "\n".join(lines)
