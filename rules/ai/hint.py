"""A hint: the hard level's suggestion for a seat's move, with one line of why.

The why has two halves. First, where the game can say it (``GameInfo.move_reason``), what the
move does at the table ("It stays under the King of Swords: the trick will not be yours"). Then,
from the search's own statistics, in plain words that fit every game: in how many trial games
the hard bot played from here (its playouts: "played on from here" read as jargon to newcomers)
and how the suggested move came out against the next best (clearly best,
best, or a close call; a simultaneous choice too: bids, passes, stakes, searched against the
others' likely picks), or, where the search mixes its choice (regret matching), how often it
would make it (mixing keeps the others guessing). No ratings out of 100: a newcomer read them as
noise, and a move tried less often that rated higher read as "the hint is not the best move".
The move is named by its text with each card's code replaced by the card's name ("play the 7 of
Cups"), or by its own ``words(name)`` where the text is terse, the other seats called by the
table's names.

A hint is always one of the observation's legal actions: the search only ever picks among them,
and ``suggest`` checks it once more.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from functools import partial
from typing import Any

from rules.ai.levels import HARD_S, HARD_TREES, Decision, SearchLevelBot
from rules.ai.search_pool import SearchPool
from rules.core.bots import Budget
from rules.core.cards import Card
from rules.core.events import YOU, SeatName, numbered
from rules.core.registry import get_game
from rules.core.state import Action

CLEAR_MARGIN = 0.08  # a lead in mean reward this large makes the move "clearly" the best
CLOSE_MARGIN = 0.02  # under this, the top moves are a close call


@dataclass(frozen=True)
class Hint:
    action: Action
    words: str  # the move in words: "play the 7 of Cups"
    why: str  # one line

    @property
    def line(self) -> str:
        """What the table shows: the move, then why."""
        return f"Hint: {self.words}. {self.why}"


def suggest(
    game_id: str,
    observation: Any,
    seed: int = 0,
    pool: SearchPool | None = None,
    budget: Budget | None = None,
    seconds: float | None = HARD_S,
    iterations: int | None = None,
    name: SeatName | None = None,
) -> Hint:
    """The hard level's move for the observation's seat and why, the seats called by ``name``
    (``iterations`` for tests)."""
    if name is None:  # no names given: the asking seat is You, the others numbered
        name = partial(you_or_numbered, observation.seat)
    bot = SearchLevelBot(game_id, seed, seconds, HARD_TREES, iterations)
    bot.use_pool(pool)
    decision = bot.decide(observation, budget)
    action = decision.action
    if action not in list(observation.legal_actions):  # never: the search picks among them
        raise RuntimeError(f"the search suggested {action}, which is not legal")
    reason = get_game(game_id).move_reason
    why = explain(decision, name)
    if reason is not None and (not decision.only_move or decision.alike):
        why = f"{reason(observation, action, name)} {why}"
    return Hint(action, action_words(action, name), why)


def you_or_numbered(viewer: int, seat: int) -> str:
    """A seat as a hint calls it without the table's names: You, or "Player 3"."""
    return YOU if seat == viewer else numbered(seat)


def explain(decision: Decision, name: SeatName = numbered) -> str:
    """One line of why, from the search's statistics (see the module notes)."""
    stats = decision.stats
    if decision.only_move and decision.alike:
        alike = [action_words(a, name) for a in decision.alike]
        listed = alike[0] if len(alike) == 1 else f"{', '.join(alike[:-1])} or {alike[-1]}"
        return f"To {listed} would come to the same, whatever the others hold."
    if decision.only_move:
        return "It is your only legal move."
    best = next(s for s in stats if s.action == decision.action)
    others = [s for s in stats if s.action != decision.action and s.visits > 0]
    playouts = sum(s.visits for s in stats)
    if decision.mixed:
        mixed = [s for s in stats if s.weight > 0.0]
        if len(mixed) <= 1:
            return (
                f"In {_trials(playouts)} the hard bot played from here, it settled on this: "
                "the others' best answers do not shake it."
            )
        share = round(100 * best.weight)
        return (
            f"The hard bot makes this choice {share}% of the time and mixes in {len(mixed) - 1} other"
            f"{'s' if len(mixed) > 2 else ''}, so the other players cannot count on what you will do."
        )
    tried = f"In {_trials(playouts)} the hard bot played from here"
    if not others:
        return f"{tried}, this came out best."
    runner = others[0]  # the next most tried: the search's second choice
    margin = best.reward - runner.reward
    # A move tried less often that scored a little more so far is a close call, not a better move:
    # the search's pick is the one it tried most (``rules.ai.levels``).
    if -margin > CLEAR_MARGIN:  # tried far less often, it scored more: not yet to be trusted
        return (
            f"{tried}, this held up best; to {action_words(runner.action, name)} scored more, "
            "but over too few tries to count on."
        )
    if runner.reward > best.reward or margin <= CLOSE_MARGIN or runner.visits * 5 >= best.visits * 4:
        return f"A close call: {tried[0].lower()}{tried[1:]}, to {action_words(runner.action, name)} did about as well."
    clearly = "clearly " if margin >= CLEAR_MARGIN and best.visits >= 2 * runner.visits else ""
    return f"{tried}, this came out {clearly}best; the next best was to {action_words(runner.action, name)}."


def _trials(playouts: int) -> str:
    """The search's playouts as a newcomer reads them: games played on from here to the end of
    the round, the hidden cards dealt as they may lie."""
    return "1 trial game" if playouts == 1 else f"{playouts} trial games"


def action_words(action: Action, name: SeatName = numbered) -> str:
    """The action's text with every card it names written as the card's name, cards named one
    after another as a list ("pass the Shield, the Fates and the 8 Goblin Mace"). An action whose
    text is terse (``pass 3B 7F``: discard one, pass the other; ``lead 2``: a seat by number)
    says itself in words (``words(name)``, still with each card's code), seats by ``name``."""
    in_words = getattr(action, "words", None)
    text = in_words(name) if callable(in_words) else str(action)
    spans = []  # (start, end, name) of each card's code in the text
    for card in dict.fromkeys(cards_of(action)):  # a card named twice is named once
        found = re.search(rf"(?<![\w]){re.escape(card.code)}(?![\w])", text)
        if found:
            spans.append((found.start(), found.end(), f"the {card.name}"))
    spans.sort()
    runs: list[list[tuple[int, int, str]]] = []
    for span in spans:
        if runs and not text[runs[-1][-1][1] : span[0]].strip():
            runs[-1].append(span)
        else:
            runs.append([span])
    for run in reversed(runs):
        names = [name for _, _, name in run]
        listed = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
        text = text[: run[0][0]] + listed + text[run[-1][1] :]
    return text


def cards_of(action: Action) -> list[Card]:
    """The cards an action names, in its fields' order (a dataclass; any other kind: none)."""
    if not dataclasses.is_dataclass(action):
        return []
    out: list[Card] = []
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        if isinstance(value, Card):
            out.append(value)
        elif isinstance(value, (tuple, list, frozenset)):
            out.extend(v for v in value if isinstance(v, Card))
    return out

