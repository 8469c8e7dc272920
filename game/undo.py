"""Taking back the human's last move in a game against bots (the setup's "Allow undo").

When a player may take a move back (the README and the rules help say the same):

- Only in a game of one human against bots begun with "Allow undo" (hot-seat and bots-only
  games have no undo). Such a game is marked (``undo: true`` in its record and save) and kept
  out of the statistics.
- Undo takes back your last move and every bot move made after it; then it is your turn again.
- Only within the round being played: once a round is scored, its moves stand.
- Not once something was shown that taking the move back would not hide again: cards passed to
  you, a slot or card you were shown in secret, face-down bids or a pile's card turned up. You
  would choose again knowing it. Cards the bots played after your move go back to their hands
  with their moves (they may play differently the second time).

Nothing here draws; the turn driver asks ``plan_take_back`` and shows what it says.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rules.core.cards import Card
from rules.core.errors import IllegalAction
from rules.core.events import Event, GameOver, RoundScored
from rules.core.record import GameRecord, replay
from rules.core.state import Action, GameState

SAMPLES = 4  # states sampled to tell the echo of a face-down move from a secret it uncovered
NOTHING = "Nothing to take back."
ROUND_OVER = "Nothing to take back in this round: a scored round stands."
OVER = "The game is over: its moves stand."


class UndoRefused(ValueError):
    """Why the last move cannot be taken back; ``str()`` is the one line the player is shown."""


@dataclass(frozen=True)
class TakeBack:
    """What taking back ``seat``'s last move does: the record keeps ``record.actions[:cut]``."""

    seat: int
    cut: int  # index of the seat's own move in the record's actions
    action: Action  # that move
    removed: tuple[tuple[int, str], ...]  # every action taken back, the seat's own first
    state: GameState  # the game as it was just before that move
    events: list[Event]  # the opening events and those of every action kept, in order


def plan_take_back(record: GameRecord, seat: int, name: Callable[[int], str]) -> TakeBack:
    """How to take back ``seat``'s last move in ``record``; ``UndoRefused`` saying why not."""
    actions = record.actions
    cut = next((i for i in range(len(actions) - 1, -1, -1) if actions[i][0] == seat), None)
    if cut is None:
        raise UndoRefused(NOTHING)
    base = record.new_state()
    opening = base.opening_events()
    prefix = GameRecord(record.game, record.players, record.options, record.seed, list(actions[:cut]), record.deal)
    state, kept = replay(prefix, base)
    removed = tuple(actions[cut:])
    action = state.parse_action(removed[0][1])
    _check_nothing_shown(state, seat, removed, name)
    return TakeBack(seat, cut, action, removed, state, [*opening, *kept])


def _check_nothing_shown(before: GameState, seat: int, removed: Sequence[tuple[int, str]], name: Callable[[int], str]) -> None:
    """Walk the moves to be taken back on a copy; ``UndoRefused`` if one scored a round or showed
    ``seat`` something the undo would not hide again."""
    state = before.clone()
    moved: set[Card] = set()  # cards the moves taken back named: they go back where they were
    for step, (who, text) in enumerate(removed):
        try:
            action = state.parse_action(text)
        except IllegalAction:
            raise UndoRefused(NOTHING) from None
        card = getattr(action, "card", None)
        if isinstance(card, Card):
            moved.add(card)
        hidden = state.hidden_cards(seat)
        own = step == 0
        samples = _sampled_private(state, seat, action) if own else None
        events = state.apply(who, action)
        if any(isinstance(e, RoundScored | GameOver) for e in events):
            raise UndoRefused(ROUND_OVER)
        private = [e for e in events if e.visible_to is not None and seat in e.visible_to]
        if private and (not own or samples is None or any(s != private for s in samples)):
            line = _most_telling(private, hidden).describe(name)
            raise UndoRefused(f"Your last move stands: since then you were shown something in secret ({_cut(line)}), "
                              "and taking it back would not hide it again.")
        shown = sorted((c for c in hidden - state.hidden_cards(seat) - moved), key=lambda c: c.code)
        if shown:
            names = ", ".join(f"the {c.name}" for c in shown[:3]) + (" and more" if len(shown) > 3 else "")
            raise UndoRefused(f"Your last move stands: since then {names} {'was' if len(shown) == 1 else 'were'} "
                              "turned up, and taking it back would not hide it again.")


def _sampled_private(state: GameState, seat: int, action: Action) -> list[list[Event]] | None:
    """The private events ``seat``'s own ``action`` gives it in states sampled from what it knew:
    the same in all of them means they only echo its own move (a face-down bid); events that
    change with what was hidden (a peek, the cards received) are a secret it has now seen.
    None if the move cannot be tried on a sample (then any private event counts as a secret)."""
    observation = state.observation(seat)
    out: list[list[Event]] = []
    for i in range(SAMPLES):
        try:
            sample = type(state).sample_from(observation, random.Random(f"undo:{i}"))
            events = sample.apply(seat, sample.parse_action(str(action)))
        except Exception:  # noqa: BLE001 - no sample here: then any private event counts as a secret
            return None
        out.append([e for e in events if e.visible_to is not None and seat in e.visible_to])
    return out


def _most_telling(events: Sequence[Event], hidden: set[Card]) -> Event:
    """The event that names a card hidden before (the card received rather than the one given)."""
    for event in events:
        cards = [getattr(event, "card", None), *getattr(event, "cards", ())]
        if any(isinstance(c, Card) and c in hidden for c in cards):
            return event
    return events[0]


def _cut(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def taken_back_line(plan: TakeBack, name: Callable[[int], str]) -> str:
    """The log's honest line: "You took back the 7 of Cups (and Ada's move after it)."."""
    who = name(plan.seat)
    card = getattr(plan.action, "card", None)
    what = f"the {card.name}" if isinstance(card, Card) else f"your move ({plan.removed[0][1]})"
    if who != "You" and not isinstance(card, Card):
        what = f"a move ({plan.removed[0][1]})"
    others = list(dict.fromkeys(f"{name(s)}'s" for s, _ in plan.removed[1:] if s != plan.seat))
    after = ""
    if others:
        owners = others[0] if len(others) == 1 else ", ".join(others[:-1]) + f" and {others[-1]}"
        after = f" (and {owners} {'moves' if len(plan.removed) > 2 else 'move'} after it)"
    return f"{who} took back {what}{after}."
