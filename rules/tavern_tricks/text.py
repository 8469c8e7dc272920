"""The in-app rules of Tavern Tricks, in the project's own words, and the line each specialty
card prints on its face."""

from collections.abc import Mapping
from types import MappingProxyType

# specialty id -> its effect in a few words (the card face has room for three short lines)
CARD_LINES: Mapping[str, str] = MappingProxyType({
    "bow": "Named player cannot win",
    "shield": "Cancels a named weapon",
    "doppleganger": "Copies a race and a weapon",
    "fates": "Reroll both dice",
    "order_crown": "Order races dominate",
    "chaos_crown": "Chaos races dominate",
    "order_dragon": "Beats all if Order dominates",
    "chaos_dragon": "Beats all if Chaos dominates",
    "thief": "Take 2 coins from the richest",
})

RULES_TEXT = """\
# Tavern Tricks

A trick-taking game for 3 to 6 players. Two dominance dice decide which race and which weapon
are strongest this hand; specialty cards bend single tricks; whoever takes the most tricks takes
the coins staked on the hand. After the last hand the richest player wins.

# The cards

- 36 battle cards numbered 0 to 35, each with a race and a weapon. 35 is the highest.
- Races: the Order races Human, Dwarf and Elf; the Chaos races Orc, Goblin and Undead.
  Weapons: sword, axe and mace.
- 18 specialty cards (listed below). A specialty card counts as a 0 with no race and no weapon,
  and cannot win a trick unless its effect says so.

# A hand

- Everyone starts the game with 20 coins. The first dealer is drawn at random; the deal then
  passes to the left each hand.
- Everyone is dealt 8 cards; the rest of the deck is out of play for the hand.
- The Left/Right coin is flipped. Everyone picks 3 cards to pass that way at the same time; the
  cards you receive join your hand once everyone has passed.
- The leader (the dealer's left) rolls the dominance dice: the race die shows one of the six
  races; the weapon die shows sword, sword, axe, axe, mace or mace.
- From the leader, clockwise, everyone stakes 1 to 3 coins into the stakes, openly. You can
  never stake more than you hold; with no coins you stake nothing and still play and can win.
- Then 7 tricks. The leader leads the first; every player plays one card, any card (there is no
  need to follow anything). The winner leads the next trick.

# Who wins a trick

First the tier, then the higher number:

1. Tier 1: race and weapon both match the dice.
2. Tier 2: the race matches.
3. Tier 3: the weapon matches.
4. Tier 4: neither matches; the card ranks by number only.

A higher tier always wins, whatever the numbers. The table shows each card's tier under it, and
when a trick ends it names who takes it and why.

Two cards of the same tier and the same number tie (this can only happen with a Doppleganger
or two Dragons).

# Specialty cards

- Bow (3): name another player; their card in this trick cannot win, whether they played
  already or play later.
- Shield (3): name a weapon; every card in this trick with that weapon, before or after,
  counts as having no weapon.
- Doppleganger (2): pick a race and a weapon from battle cards already in the trick (both may
  come from the same card). It becomes a 0 of that race and weapon and can win. If there is no
  battle card to copy yet it is a plain 0 with no symbols that can still win, at the lowest tier.
  Shields and Crowns apply to what it copied.
- Fates (2): reroll both dice at once. The new result counts for this trick and the rest of the
  hand; with two Fates in one trick the later roll stands.
- Order Crown (2) / Chaos Crown (2): this trick, every Human, Dwarf and Elf card (Chaos: Orc,
  Goblin and Undead) counts as matching the dominant race.
- Order Dragon (1) / Chaos Dragon (1): the Order Dragon qualifies if the race die shows an Order
  race or an Order Crown is in the trick (the Chaos Dragon: a Chaos race or a Chaos Crown). A
  qualifying Dragon beats every other card; otherwise it cannot win. If both qualify and neither
  is named by a Bow, the trick is tied.
- Thief (2): take 2 coins (1 if they have only 1) from the personal bank of the player with the
  most coins, never from the stakes. If several others tie for the most, you choose whom to rob.
  If you have the most coins, or tie for the most, nothing happens.

Fates and Thief work the moment they are played. At the end of the trick the rest apply in this
order: Dopplegangers, Shields, Crowns, Bows, Dragons; then the tiers and numbers are compared.

# Tied tricks

A trick nobody wins (no card can win, or the best cards tie exactly) stays in the middle and the
same leader leads again. The next trick's winner takes the tied cards too, and every tied trick
counts as a trick won. Tied cards still in the middle when the stakes are taken count for nobody.

# Taking the stakes and tie-breaks

- After 7 tricks, the player with the most tricks takes all the stakes.
- If several tie for the most, everyone plays their eighth card as a tie-break trick, led by
  whoever would lead next. If that does not leave one player alone with the most tricks, the
  whole deck is reshuffled and everyone is dealt one card for another tie-break trick, again and
  again until one player alone has the most. Tied tricks carry into the tie-break tricks.
- At a re-deal every card goes back into the deck: the tricks shown so far this hand, the passed
  cards and any tied cards in the middle are cleared from view, but the count of tied tricks
  carries to the next winner.
- The dice are not rolled again for tie-breaks (only a Fates changes them).
- Without a tie, the eighth cards are put away unseen.

# The end

With 3 players everyone deals twice (6 hands); with 4 to 6 players everyone deals once. The
player with the most coins wins; tied players share the win.

Each hand's summary shows the coins that hand moved (the stake, the stakes taken, Thieves); a
bank is the 20 coins its player began with plus the total of those changes.
"""
