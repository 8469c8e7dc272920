"""Who wins a Tavern Tricks trick: the specialty effects in the RULINGS.md order, then primacy.

Order at the end of a trick: Dopplegangers (as chosen when played), Shields, Crowns, Bows,
Dragons; then the comparison: tier (race and weapon match the dice; race; weapon; neither), then
the higher number. Same tier and number is a tie; a trick no card can win is a tie too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from rules.core.cards import Card
from rules.tavern_tricks.deck import CHAOS, ORDER, race_of, specialty_of, weapon_of

BOTH, RACE, WEAPON, NEITHER = 0, 1, 2, 3
TIER_TEXT: tuple[str, ...] = ("race and weapon match", "race matches", "weapon matches", "neither matches")
DRAGON_TIER = -1


class Standing(NamedTuple):
    """One card's place in a trick once every effect so far is applied."""

    can_win: bool
    tier: int  # DRAGON_TIER for a qualifying Dragon; else BOTH..NEITHER
    number: int
    text: str


Play = tuple[int, Card, Any]  # (seat, card, choice)


def standings(plays: Sequence[Play], dice: tuple[str, str]) -> list[Standing]:
    """Each play's standing (in play order) with the trick as it is now and these dice."""
    die_race, die_weapon = dice
    races: list[str | None] = []
    weapons: list[str | None] = []
    kinds: list[str | None] = []
    shields: set[str] = set()
    bowed: set[int] = set()
    order_crown = chaos_crown = False
    # Dopplegangers take the printed race and weapon of the cards they copy.
    for _seat, card, choice in plays:
        kind = specialty_of(card)
        kinds.append(kind)
        if kind == "doppleganger" and choice is not None:
            races.append(race_of(choice[0]))
            weapons.append(weapon_of(choice[1]))
        else:
            races.append(race_of(card))
            weapons.append(weapon_of(card))
        if kind == "shield":
            shields.add(choice)
        elif kind == "bow":
            bowed.add(choice)
        elif kind == "order_crown":
            order_crown = True
        elif kind == "chaos_crown":
            chaos_crown = True
    out: list[Standing] = []
    for (seat, card, _choice), kind, race, weapon in zip(plays, kinds, races, weapons):
        if weapon in shields:  # Shields
            weapon = None
        race_match = race is not None and (
            race == die_race or (order_crown and race in ORDER) or (chaos_crown and race in CHAOS)
        )  # Crowns
        weapon_match = weapon is not None and weapon == die_weapon
        number = card.rank
        if kind is not None and kind != "doppleganger":
            if kind == "order_dragon" or kind == "chaos_dragon":
                qualifies = (die_race in ORDER or order_crown) if kind == "order_dragon" else (
                    die_race in CHAOS or chaos_crown
                )
                if seat in bowed:
                    out.append(Standing(False, NEITHER, 0, "cannot win: Bow"))
                elif qualifies:
                    out.append(Standing(True, DRAGON_TIER, 0, "Dragon: beats every card"))
                else:
                    out.append(Standing(False, NEITHER, 0, "cannot win: Dragon does not qualify"))
            else:
                out.append(Standing(False, NEITHER, 0, "cannot win: specialty card"))
            continue
        tier = BOTH if race_match and weapon_match else RACE if race_match else WEAPON if weapon_match else NEITHER
        if seat in bowed:  # Bows
            out.append(Standing(False, tier, number, "cannot win: Bow"))
        else:
            out.append(Standing(True, tier, number, TIER_TEXT[tier]))
    return out


def trick_winner(plays: Sequence[Play], dice: tuple[str, str]) -> int | None:
    """The seat that wins the trick, or None if it ties (no card can win, or an exact tie)."""
    best: tuple[int, int] | None = None
    winners: list[int] = []
    for (seat, _card, _choice), s in zip(plays, standings(plays, dice)):
        if not s.can_win:
            continue
        key = (-s.tier, s.number)
        if best is None or key > best:
            best, winners = key, [seat]
        elif key == best:
            winners.append(seat)
    return winners[0] if len(winners) == 1 else None
