"""Who takes a trick, and why: the base rule, the potion tie rule and every rumor that changes it.

Plays are ``TrickPlay`` values with their suit and value after potions (values in half steps).
Ties follow RULINGS: the tied card without a potion effect wins, and if all used effects, the
first played; rumor 7 has its own tie rule; rumors 4, 10 and 11 first break ties by the
hierarchy track.

``judge`` gives the winner's position and the reason in the game's words, as the trick's line
and banner show it ("highest Mage", "second-highest under The Scoundrel's Strike", "tied at 11:
no potion beats potion"); ``decide`` gives the position at once and the reason when asked (most
tricks of random play and search are never read); ``winner_index`` is the position alone, for
the bots' inner loops.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import cast

from rules.vazerneiros.deck import SUIT_NAMES, SUIT_SINGULAR, value_text
from rules.vazerneiros.observation import TrickPlay
from rules.vazerneiros.rumors import (
    BEGGARS_PLAY,
    CHOICE_OF_FATE,
    FAVOR_OF_THE_GODS,
    HIDDEN_ARTIFACT,
    RITUAL_OF_PATHS,
    SCOUNDRELS_STRIKE,
    UNEXPECTED_CHALLENGER,
    rumors,
)

ZERO_MAX = 0  # an effective 0 or -0.5 (half steps)
ELEVEN_MIN = 22  # an effective 11 or 11.5

# (suit, value, potioned, position) -> rank, higher wins; () for a card that cannot win
RankKey = Callable[[str, int, bool, int], tuple[int, ...]]
# Rumors whose winner is not the best card of one order (``rank_key`` gives them the plain order)
NOT_ONE_ORDER = frozenset({SCOUNDRELS_STRIKE, UNEXPECTED_CHALLENGER})


def winner_index(
    plays: Sequence[TrickPlay], rumor: int | None, track: Sequence[str], trump: str | None = None
) -> int:
    """The position in ``plays`` (play order) of the card that takes the trick."""
    return decide(plays, rumor, track, trump)[0]


def judge(
    plays: Sequence[TrickPlay], rumor: int | None, track: Sequence[str], trump: str | None = None
) -> tuple[int, str]:
    """The position in ``plays`` of the card that takes the trick, and why, in a player's words."""
    best, why = decide(plays, rumor, track, trump)
    return best, why()


def rank_key(rumor: int | None, led: str | None, trump: str | None, track: Sequence[str]) -> RankKey:
    """The order in which a card beats another under ``rumor`` when ``led`` was led: the best
    key takes the trick. Plainly, the led suit by value, then no potion over potion, then the
    first played. Under the Beggar's Play the lowest (a potion counts lower, then the last played
    wins a tie); under the Favor of the Gods and the Ritual of Paths any suit by number, then the
    suit higher on the track; under the Hidden Artifact the 0s first (by the track, then 0 over
    -0.5); under the Choice of Fate trumps first. The Scoundrel's Strike and the Unexpected
    Challenger get the plain order: their winner is not the best of one order (``NOT_ONE_ORDER``).
    ``decide`` judges by these orders; the hint ranks cards that may still be played by them."""
    height = _heights(track) if rumor in (FAVOR_OF_THE_GODS, RITUAL_OF_PATHS, HIDDEN_ARTIFACT) else {}
    if rumor in (FAVOR_OF_THE_GODS, RITUAL_OF_PATHS):
        return lambda s, v, potioned, i: (v, height[s], not potioned, -i)
    if rumor == BEGGARS_PLAY:
        return lambda s, v, potioned, i: (-v, potioned, i) if s == led else ()
    if rumor == HIDDEN_ARTIFACT:
        return lambda s, v, potioned, i: (
            (1, height[s], v, not potioned, -i) if v <= ZERO_MAX else (0, 0, v, not potioned, -i) if s == led else ()
        )
    if rumor == CHOICE_OF_FATE and trump is not None:
        return lambda s, v, potioned, i: (
            (1, v, not potioned, -i) if s == trump else (0, v, not potioned, -i) if s == led else ()
        )
    return lambda s, v, potioned, i: (v, not potioned, -i) if s == led else ()


def _best(plays: Sequence[TrickPlay], key: RankKey) -> int:
    """The position of the card with the best ``key``."""
    return max(
        range(len(plays)),
        key=lambda i: key(plays[i].suit, plays[i].value, plays[i].potioned, i),  # type: ignore[arg-type]
    )


def decide(
    plays: Sequence[TrickPlay], rumor: int | None, track: Sequence[str], trump: str | None = None
) -> tuple[int, Callable[[], str]]:
    """The position in ``plays`` of the card that takes the trick, and ``why()``: ``judge``'s
    reason, worked out only when called."""
    plays = tuple(plays)
    led = cast(str, plays[0].suit)  # judged cards are face up: each has its suit and value
    order = range(len(plays))
    if rumor in (FAVOR_OF_THE_GODS, RITUAL_OF_PATHS):
        best = _best(plays, rank_key(rumor, led, trump, track))
        return best, partial(_by_number, plays, best, order, tuple(track), rumor)
    if rumor == HIDDEN_ARTIFACT:
        trumps = [i for i in order if plays[i].value <= ZERO_MAX]  # type: ignore[operator]
        if trumps:
            best = _best(plays, rank_key(rumor, led, trump, track))
            return best, partial(_artifact, plays, best, trumps)
    if rumor == CHOICE_OF_FATE and trump is not None:
        trumps = [i for i in order if plays[i].suit == trump]
        if trumps:
            best = _best(plays, rank_key(rumor, led, trump, track))
            return best, partial(_tied_or, plays, best, trumps, "highest trump")
    following = [i for i in order if plays[i].suit == led]
    if rumor == BEGGARS_PLAY:
        best = _best(plays, rank_key(rumor, led, trump, track))
        return best, partial(_beggar, plays, best, following, led)
    if rumor == SCOUNDRELS_STRIKE:
        ranked = sorted(following, key=lambda i: (plays[i].value, *_tie(plays, i)), reverse=True)
        if len(ranked) == 1:
            return ranked[0], partial(_strike, plays, ranked, led)
        return ranked[1], partial(_strike, plays, ranked, led)
    if rumor == UNEXPECTED_CHALLENGER:
        zeros = [i for i in following if cast(int, plays[i].value) <= ZERO_MAX]
        if zeros and any(cast(int, plays[i].value) >= ELEVEN_MIN for i in following):
            best = max(zeros, key=lambda i: _tie(plays, i))  # all "0"s tie
            return best, partial(_challenger, plays, best, zeros)
    best = _highest(plays, following)
    return best, partial(_tied_or_highest, plays, best, following, led)


def _tied_or_highest(plays: Sequence[TrickPlay], best: int, among: Sequence[int], led: str) -> str:
    """``_tied_or`` with the led suit's words made only when the reason is read."""
    return _tied_or(plays, best, among, f"highest {SUIT_SINGULAR[led]}")


def _tied_or(plays: Sequence[TrickPlay], best: int, among: Sequence[int], otherwise: str) -> str:
    return _tied(plays, best, among) or otherwise


def _strike(plays: Sequence[TrickPlay], ranked: Sequence[int], led: str) -> str:
    """Rumor 6: the second-highest of the led suit wins (the only one, if alone)."""
    suit = SUIT_SINGULAR[led]
    if len(ranked) == 1:
        return f"the only {suit} takes it under {_under(SCOUNDRELS_STRIKE)}"
    tie = _ranked_tie(plays, ranked)
    return f"second-highest {suit} under {_under(SCOUNDRELS_STRIKE)}" + (f" ({tie})" if tie else "")


def _challenger(plays: Sequence[TrickPlay], best: int, zeros: Sequence[int]) -> str:
    """Rumor 1: a 0 of the led suit beats its 11."""
    tie = _tied(plays, best, zeros, "0")
    return f"a 0 beats the 11 under {_under(UNEXPECTED_CHALLENGER)}" + (f" ({tie})" if tie else "")


def _highest(plays: Sequence[TrickPlay], among: Sequence[int]) -> int:
    """The highest value of ``among``; at a tie, no potion beats potion, then the first played
    (``_tie``'s order, in one pass: this runs in every trick of every playout)."""
    best = among[0]
    top = plays[best]
    value, plain = top.value, not top.effects
    for i in among[1:]:
        p = plays[i]
        if p.value > value or (p.value == value and not plain and not p.effects):  # type: ignore[operator]
            best, value, plain = i, p.value, not p.effects
    return best


def _tie(plays: Sequence[TrickPlay], i: int) -> tuple[bool, int]:
    """The general tie rule as a sort key: no potion beats potion, then the first played."""
    return (not plays[i].potioned, -i)


def _heights(track: Sequence[str]) -> dict[str, int]:
    """Suit -> height on the track (the top suit highest)."""
    return {suit: len(track) - k for k, suit in enumerate(track)}


def _under(rumor: int) -> str:
    return rumors()[rumor].title


def _tied(plays: Sequence[TrickPlay], best: int, among: Sequence[int], at: str = "") -> str:
    """The general tie rule's words when another card of ``among`` ties ``best``'s value (all of
    them when ``at`` names the value they tie at, as rumor 1's 0s do); "" when none does."""
    value = plays[best].value
    rivals = [i for i in among if i != best and (at or plays[i].value == value)]
    if not rivals:
        return ""
    shown = at or value_text(value)  # type: ignore[arg-type]
    if not plays[best].potioned and all(plays[i].potioned for i in rivals):
        return f"tied at {shown}: no potion beats potion"
    return f"tied at {shown}: the first played wins"


def _ranked_tie(plays: Sequence[TrickPlay], ranked: Sequence[int]) -> str:
    """Rumor 6: how a tie put the winner second (behind the first, or ahead of the third)."""
    second = ranked[1]
    value = plays[second].value
    for ahead, behind in ((ranked[0], second), (second, ranked[2] if len(ranked) > 2 else None)):
        if behind is not None and plays[ahead].value == plays[behind].value == value:
            if not plays[ahead].potioned and plays[behind].potioned:
                return f"tied at {value_text(value)}: no potion ranks higher"  # type: ignore[arg-type]
            return f"tied at {value_text(value)}: the first played ranks higher"  # type: ignore[arg-type]
    return ""


def _by_number(plays: Sequence[TrickPlay], best: int, order: Sequence[int], track: Sequence[str], rumor: int) -> str:
    """Rumors 10 and 11: the highest number of any suit; a tie goes to the suit higher on the track."""
    value = cast(int, plays[best].value)  # judged cards are face up
    tied = [i for i in order if plays[i].value == value and i != best]
    if not tied:
        return f"highest number under {_under(rumor)}"
    same_suit = [i for i in tied if plays[i].suit == plays[best].suit]
    if len(same_suit) < len(tied):
        suit = cast(str, plays[best].suit)
        return f"tied at {value_text(value)}: the {SUIT_NAMES[suit]} stand higher on the track"
    return _tied(plays, best, [best, *same_suit])


def _artifact(plays: Sequence[TrickPlay], best: int, trumps: Sequence[int]) -> str:
    """Rumor 4: every 0 is a trump; among several, the suit higher on the track, then 0 over -0.5."""
    under = _under(HIDDEN_ARTIFACT)
    if len(trumps) == 1:
        return f"a 0 is a trump under {under}"
    suit = plays[best].suit
    same = [i for i in trumps if plays[i].suit == suit]
    if len(same) < len(trumps):
        return f"the 0 of the suit highest on the track under {under}"
    if any(plays[i].value != plays[best].value for i in same):
        return f"0 beats -0.5 under {under}"
    return _tied(plays, best, same)


def _beggar(plays: Sequence[TrickPlay], best: int, following: Sequence[int], led: str) -> str:
    """Rumor 7: the lowest wins; a potion counts lower in a tie, then the last played wins."""
    suit = SUIT_SINGULAR[led]
    under = _under(BEGGARS_PLAY)
    value = plays[best].value
    rivals = [i for i in following if i != best and plays[i].value == value]
    if not rivals:
        return f"lowest {suit} under {under}"
    shown = value_text(value)  # type: ignore[arg-type]
    if plays[best].potioned and not all(plays[i].potioned for i in rivals):
        return f"tied at {shown}: a potion counts lower under {under}"
    return f"tied at {shown}: the last played wins under {under}"
