"""Who wins a Tavern Tricks trick, and why: the specialty effects in the RULINGS.md order, then
primacy.

Order at the end of a trick: Dopplegangers (as chosen when played), Shields, Crowns, Bows,
Dragons; then the comparison: tier (race and weapon match the dice; race; weapon; neither), then
the higher number. Same tier and number is a tie; a trick no card can win is a tie too.

``standings`` says where each card stands (the badge under it on the table); ``judge`` gives the
winner with the reason and how each card counted, in the game's words (the trick's event carries
them); ``decide`` gives the winner at once and the words when asked (the rules' hot path: most
tricks of random play and search are never read); ``trick_winner`` is the decision alone, for the
bots' hot paths.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, partial
from typing import Any, NamedTuple

from rules.core.cards import Card
from rules.tavern_tricks.deck import (
    CHAOS,
    ORDER,
    RACE_NAMES,
    race_of,
    specialties,
    specialty_of,
    tavern_deck,
    weapon_of,
)

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


class Decision(NamedTuple):
    """A finished trick decided: ``winner`` (None: tied) now, and ``words()``, the reason and how
    each card counted (as in ``Verdict``), worked out only when called."""

    winner: int | None
    words: Callable[[], tuple[str, tuple[str, ...]]]


Play = tuple[int, Card, Any]  # (seat, card, choice)


def standings(plays: Sequence[Play], dice: tuple[str, str]) -> list[Standing]:
    """Each play's standing (in play order) with the trick as it is now and these dice."""
    kinds = specialties()
    printed = _printed(dice)
    shields: set[str] = set()
    bowed: set[int] = set()
    order_crown = chaos_crown = effects = False
    for _seat, card, choice in plays:
        kind = kinds[card.index]
        if kind is None:
            continue
        effects = True
        if kind == "shield":
            shields.add(choice)
        elif kind == "bow":
            bowed.add(choice)
        elif kind == "order_crown":
            order_crown = True
        elif kind == "chaos_crown":
            chaos_crown = True
    if not effects:  # battle cards alone: each stands as printed
        return [printed[card.index] for _seat, card, _choice in plays]  # type: ignore[misc]
    die_race, die_weapon = dice
    out: list[Standing] = []
    for seat, card, choice in plays:
        kind = kinds[card.index]
        is_bowed = seat in bowed
        if kind is None:
            as_printed = printed[card.index]
            race, weapon = as_printed.race, as_printed.weapon  # type: ignore[union-attr]
            crowned = race != die_race and ((order_crown and race in ORDER) or (chaos_crown and race in CHAOS))
            if not (is_bowed or crowned or weapon in shields):
                out.append(as_printed)  # type: ignore[arg-type]
                continue
        elif kind == "doppleganger":  # a 0 with the printed race and weapon of the cards it copies
            race = race_of(choice[0]) if choice is not None else None
            weapon = weapon_of(choice[1]) if choice is not None else None
            crowned = race is not None and race != die_race and (
                (order_crown and race in ORDER) or (chaos_crown and race in CHAOS)
            )
        elif kind == "order_dragon" or kind == "chaos_dragon":
            qualifies = (die_race in ORDER or order_crown) if kind == "order_dragon" else (
                die_race in CHAOS or chaos_crown
            )
            out.append(_DRAGON_OUT if not qualifies else _DRAGON_BOWED if is_bowed else _DRAGON_WINS)
            continue
        else:
            out.append(_SPECIALTY_BOWED if is_bowed else _SPECIALTY)
            continue
        shielded = weapon is not None and weapon in shields
        if shielded:  # Shields
            weapon = None
        race_match = race is not None and (race == die_race or crowned)  # Crowns
        weapon_match = weapon is not None and weapon == die_weapon
        tier = BOTH if race_match and weapon_match else RACE if race_match else WEAPON if weapon_match else NEITHER
        text = BOWED if is_bowed else TIER_TEXT[tier]
        out.append(Standing(not is_bowed, tier, card.rank, text, race, weapon, shielded, is_bowed, crowned))
    return out


# The specialty cards' standings, shared (a standing never changes once made).
_SPECIALTY = Standing(False, NEITHER, 0, NO_WIN)
_SPECIALTY_BOWED = Standing(False, NEITHER, 0, BOWED)
_DRAGON_OUT = Standing(False, NEITHER, 0, DRAGON_OUT)
_DRAGON_BOWED = Standing(False, DRAGON_TIER, 0, BOWED, bowed=True)
_DRAGON_WINS = Standing(True, DRAGON_TIER, 0, DRAGON_WINS)


@cache
def _printed(dice: tuple[str, str]) -> tuple[Standing | None, ...]:
    """By card index, each battle card's standing under ``dice`` when no effect touches it (None
    for the specialty cards): most cards in most tricks stand so."""
    die_race, die_weapon = dice
    out: list[Standing | None] = []
    for card in tavern_deck():
        race, weapon = race_of(card), weapon_of(card)
        if race is None:
            out.append(None)
            continue
        race_match, weapon_match = race == die_race, weapon == die_weapon
        tier = BOTH if race_match and weapon_match else RACE if race_match else WEAPON if weapon_match else NEITHER
        out.append(Standing(True, tier, card.rank, TIER_TEXT[tier], race, weapon))
    return tuple(out)


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
    winner, words = decide(plays, dice)
    reason, counted = words()
    return Verdict(winner, reason, counted)


def decide(plays: Sequence[Play], dice: tuple[str, str]) -> Decision:
    """The trick's winner, and its words for later (``judge``'s, once called)."""
    standing = standings(plays, dice)
    top = _best(plays, standing)
    winner = plays[top[0]][0] if len(top) == 1 else None
    return Decision(winner, partial(_words, tuple(plays), dice, standing, top))


def _words(
    plays: Sequence[Play], dice: tuple[str, str], standing: Sequence[Standing], top: Sequence[int]
) -> tuple[str, tuple[str, ...]]:
    """The reason and how each card counted ("" as printed; () when every card did)."""
    bowed = shielded = False
    for s in standing:
        bowed = bowed or s.bowed
        shielded = shielded or s.shielded
    kinds = specialties()
    counted: tuple[str, ...] = ()
    if bowed or shielded or "doppleganger" in [kinds[card.index] for _seat, card, _choice in plays]:
        counted = tuple(_counted_as(card, choice, s) for (_seat, card, choice), s in zip(plays, standing))
        if not any(counted):
            counted = ()
    # else every card counted as printed
    if len(top) != 1:
        return _tie_reason(plays, standing, top, counted), counted
    i = top[0]
    reason = _win_reason(plays, standing, i, dice)
    if bowed:
        stopped = [j for j in _best(plays, standing, bowed_too=True) if standing[j].bowed]
        if stopped:  # a Bow stopped the card that would have won
            reason += f"; a Bow stopped {_called(plays, counted, stopped[0])}"
    return reason, counted


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
    tier = s.tier
    if tier == DRAGON_TIER:
        die_race = dice[0]
        card = plays[i][1]
        side = ORDER if specialty_of(card) == "order_dragon" else CHAOS
        why = f"{RACE_NAMES[die_race]} on the race die" if die_race in side else f"{'an Order' if side is ORDER else 'a Chaos'} Crown in the trick"
        return f"the {card.name} beats every card ({why})"
    rivals = 0  # the cards that can win in the same tier, the winner among them
    crowned = False
    for x in standing:
        if x.can_win and x.tier == tier:
            rivals += 1
            crowned = crowned or x.crowned
    if tier == RACE and crowned:
        crowns = sorted({c.name for _seat, c, _ in plays if specialty_of(c) in ("order_crown", "chaos_crown")})
        if crowns:
            lead = "the only card" if rivals == 1 else "highest card"
            by_crown = "; ".join(f"{_races(ORDER if n.startswith('Order') else CHAOS)} by the {n}" for n in crowns)
            return f"{lead} of a dominant race ({RACE_NAMES[dice[0]]} by the die; {by_crown})"
    return _tier_reason(tier, rivals == 1, dice)


@cache
def _tier_reason(tier: int, only: bool, dice: tuple[str, str]) -> str:
    """Why the highest card of ``tier`` (the only card of it that can win, if ``only``) wins."""
    race_die, weapon_die = RACE_NAMES[dice[0]], dice[1].capitalize()
    lead = "the only card" if only else "highest card"
    if tier == BOTH:
        return f"{lead} matching both dice ({race_die} and {weapon_die})"
    if tier == RACE:
        return f"{lead} matching the race die ({race_die})"
    if tier == WEAPON:
        return f"{lead} matching the weapon die ({weapon_die}), and no card matches the race"
    return "the only card that can win: it matches neither die (tier 4)" if only else (
        "highest number: no card matches either die, so cards rank by number only (tier 4)"
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
