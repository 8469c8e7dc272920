"""Who wins a Tavern Tricks trick, and why: the specialty effects in the RULINGS.md order, then
primacy.

Order at the end of a trick: Dopplegangers (as chosen when played), Shields, Crowns, Bows,
Dragons; then the comparison: tier (race and weapon match the dice; race; weapon; neither), then
the higher number. Same tier and number is a tie; a trick no card can win is a tie too.

``standings`` says where each card stands (the badge under it on the table); ``judge`` gives the
winner with the reason and how each card counted, in the game's words (the trick's event carries
them); ``trick_winner`` is the same decision without the words, for the bots' hot paths.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from rules.core.cards import Card
from rules.tavern_tricks.deck import CHAOS, ORDER, RACE_NAMES, race_of, specialty_of, weapon_of

BOTH, RACE, WEAPON, NEITHER = 0, 1, 2, 3
# A card's standing in plain words, by tier (the badge under it on the table).
TIER_TEXT: tuple[str, ...] = (
    "matches both dice (tier 1)",
    "matches the race (tier 2)",
    "matches the weapon (tier 3)",
    "ranks by number only (tier 4)",
)
BOWED = "cannot win: a Bow names it"
NO_WIN = "cannot win: a specialty card"
DRAGON_OUT = "cannot win: the Dragon does not qualify"
DRAGON_WINS = "the Dragon beats every card"
DRAGON_TIER = -1


class Standing(NamedTuple):
    """One card's place in a trick once every effect so far is applied."""

    can_win: bool
    tier: int  # DRAGON_TIER for a qualifying Dragon; else BOTH..NEITHER
    number: int
    text: str
    race: str | None = None  # the race it counts with (a Doppleganger's copy); None: none
    weapon: str | None = None  # the weapon it counts with, after Shields; None: none
    shielded: bool = False  # a Shield took its weapon
    bowed: bool = False  # a Bow names its seat, and the card could win otherwise
    crowned: bool = False  # its race counts as dominant only through a Crown


class Verdict(NamedTuple):
    """A finished trick judged: ``winner`` (None: tied), ``reason`` in the game's words, and per
    play how it counted when not as printed ("" when as printed)."""

    winner: int | None
    reason: str
    counted_as: tuple[str, ...]


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
        shielded = weapon is not None and weapon in shields
        if shielded:  # Shields
            weapon = None
        crowned = race is not None and race != die_race and (
            (order_crown and race in ORDER) or (chaos_crown and race in CHAOS)
        )  # Crowns
        race_match = race is not None and (race == die_race or crowned)
        weapon_match = weapon is not None and weapon == die_weapon
        number = card.rank
        is_bowed = seat in bowed
        if kind is not None and kind != "doppleganger":
            if kind == "order_dragon" or kind == "chaos_dragon":
                qualifies = (die_race in ORDER or order_crown) if kind == "order_dragon" else (
                    die_race in CHAOS or chaos_crown
                )
                if not qualifies:
                    out.append(Standing(False, NEITHER, 0, DRAGON_OUT))
                elif is_bowed:
                    out.append(Standing(False, DRAGON_TIER, 0, BOWED, bowed=True))
                else:
                    out.append(Standing(True, DRAGON_TIER, 0, DRAGON_WINS))
            else:
                out.append(Standing(False, NEITHER, 0, BOWED if is_bowed else NO_WIN))
            continue
        tier = BOTH if race_match and weapon_match else RACE if race_match else WEAPON if weapon_match else NEITHER
        text = BOWED if is_bowed else TIER_TEXT[tier]
        out.append(Standing(not is_bowed, tier, number, text, race, weapon, shielded, is_bowed, crowned))
    return out


def _best(plays: Sequence[Play], standing: Sequence[Standing], bowed_too: bool = False) -> list[int]:
    """The indices of the plays that rank highest (several: a tie). With ``bowed_too`` the
    cards a Bow names are ranked as if it had not."""
    best: tuple[int, int] | None = None
    top: list[int] = []
    for i, s in enumerate(standing):
        if not (s.can_win or (bowed_too and s.bowed)):
            continue
        key = (-s.tier, s.number)
        if best is None or key > best:
            best, top = key, [i]
        elif key == best:
            top.append(i)
    return top


def trick_winner(plays: Sequence[Play], dice: tuple[str, str]) -> int | None:
    """The seat that wins the trick, or None if it ties (no card can win, or an exact tie)."""
    top = _best(plays, standings(plays, dice))
    return plays[top[0]][0] if len(top) == 1 else None


def judge(plays: Sequence[Play], dice: tuple[str, str]) -> Verdict:
    """The trick's winner, the reason in the game's words, and how each card counted."""
    standing = standings(plays, dice)
    counted = tuple(_counted_as(card, choice, s) for (_seat, card, choice), s in zip(plays, standing))
    if not any(counted):
        counted = ()
    top = _best(plays, standing)
    if len(top) != 1:
        return Verdict(None, _tie_reason(plays, standing, top, counted), counted)
    i = top[0]
    reason = _win_reason(plays, standing, i, dice)
    stopped = [j for j in _best(plays, standing, bowed_too=True) if standing[j].bowed]
    if stopped:  # a Bow stopped the card that would have won
        reason += f"; a Bow stopped {_called(plays, counted, stopped[0])}"
    return Verdict(plays[i][0], reason, counted)


def _counted_as(card: Card, choice: Any, s: Standing) -> str:
    """How ``card`` counted when not as printed (a Doppleganger's copy, a weapon a Shield took,
    a card a Bow named); "" when as printed."""
    kind = specialty_of(card)
    if kind == "doppleganger":
        race = RACE_NAMES[s.race] if s.race else ""
        weapon = s.weapon.capitalize() if s.weapon else ""
        if not race:
            text = "a 0 with no race or weapon"
        elif not weapon:
            text = f"0 {race} with no weapon"
        else:
            text = f"0 {race} {weapon}"
        return f"{text}, which cannot win (a Bow names it)" if s.bowed else text
    if s.bowed:
        return "a card that cannot win (a Bow names it)"
    if s.shielded:
        return f"{card.rank} {RACE_NAMES[card.suit]} with no weapon (a Shield)"
    return ""


def _called(plays: Sequence[Play], counted: Sequence[str], i: int) -> str:
    """"the 30 Elf Sword", or "the Doppleganger as 0 Elf Axe"."""
    name = f"the {plays[i][1].name}"
    specialty = specialty_of(plays[i][1]) == "doppleganger"
    return f"{name} as {counted[i]}" if specialty and i < len(counted) and counted[i] else name


def _win_reason(plays: Sequence[Play], standing: Sequence[Standing], i: int, dice: tuple[str, str]) -> str:
    s = standing[i]
    die_race, die_weapon = dice
    race_die, weapon_die = RACE_NAMES[die_race], die_weapon.capitalize()
    card = plays[i][1]
    if s.tier == DRAGON_TIER:
        kind = specialty_of(card)
        side = ORDER if kind == "order_dragon" else CHAOS
        why = f"{race_die} on the race die" if die_race in side else f"{'an Order' if side is ORDER else 'a Chaos'} Crown in the trick"
        return f"the {card.name} beats every card ({why})"
    rivals = [x for x in standing if x.can_win and x.tier == s.tier]
    lead = "the only card" if len(rivals) == 1 else "highest card"
    if s.tier == BOTH:
        return f"{lead} matching both dice ({race_die} and {weapon_die})"
    if s.tier == RACE:
        crowns = sorted({c.name for _seat, c, _ in plays if specialty_of(c) in ("order_crown", "chaos_crown")})
        if any(x.crowned for x in rivals) and crowns:
            by_crown = "; ".join(f"{_races(ORDER if n.startswith('Order') else CHAOS)} by the {n}" for n in crowns)
            return f"{lead} of a dominant race ({race_die} by the die; {by_crown})"
        return f"{lead} matching the race die ({race_die})"
    if s.tier == WEAPON:
        return f"{lead} matching the weapon die ({weapon_die}), and no card matches the race"
    return "highest number: no card matches either die, so cards rank by number only (tier 4)" if len(rivals) > 1 else (
        "the only card that can win: it matches neither die (tier 4)"
    )


def _races(side: tuple[str, ...]) -> str:
    """"Human, Dwarf and Elf"."""
    names = [RACE_NAMES[r] for r in side]
    return ", ".join(names[:-1]) + " and " + names[-1]


def _tie_reason(plays: Sequence[Play], standing: Sequence[Standing], top: Sequence[int], counted: Sequence[str]) -> str:
    if not top:
        if any(s.bowed for s in standing):
            return "no card can win (specialty cards, and the cards Bows name)"
        return "no card can win (every card is a specialty card)"
    if all(standing[i].tier == DRAGON_TIER for i in top):
        return "both Dragons qualify and beat every other card"
    cards = [_called(plays, counted, i) for i in top]
    named = ", ".join(cards[:-1]) + " and " + cards[-1]
    s = standing[top[0]]
    return f"{named} tie: the same tier ({TIER_TEXT[s.tier].split(' (')[0]}) and the same number ({s.number})"
