"""A hint: the hard level's suggestion for a seat's move, with one line of why.

The why has two halves. First, where the game can say it (``GameInfo.move_reason``), what the
move does at the table ("It stays under the King of Swords: the trick will not be yours"). Then,
from the search's own statistics, in words that fit every game: how the suggested
move fared in the playouts against the next best (a simultaneous choice too: bids, passes,
stakes, searched against the others' likely picks), or, where the search mixes its choice
(regret matching), how often it would make it (mixing keeps the others guessing). The move is named
by its text with each card's code replaced by the card's name ("play the 7 of Cups").

A hint is always one of the observation's legal actions: the search only ever picks among them,
and ``suggest`` checks it once more.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any

from rules.ai.levels import HARD_S, HARD_TREES, Decision, SearchLevelBot
from rules.ai.search_pool import SearchPool
from rules.core.bots import Budget
from rules.core.cards import Card
from rules.core.registry import get_game
from rules.core.state import Action

CLEAR_MARGIN = 0.08  # a lead in mean reward this large makes the move "clearly" the best
CLOSE_MARGIN = 0.02  # under this, the top moves are a close call
RATED = "for coming first, and by how much"  # what the search's reward measures


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
) -> Hint:
    """The hard level's move for the observation's seat and why (``iterations`` for tests)."""
    bot = SearchLevelBot(game_id, seed, seconds, HARD_TREES, iterations)
    bot.use_pool(pool)
    decision = bot.decide(observation, budget)
    action = decision.action
    if action not in list(observation.legal_actions):  # never: the search picks among them
        raise RuntimeError(f"the search suggested {action}, which is not legal")
    reason = get_game(game_id).move_reason
    why = explain(decision)
    if reason is not None and (not decision.only_move or decision.alike):
        why = f"{reason(observation, action)} {why}"
    return Hint(action, action_words(action), why)


def explain(decision: Decision) -> str:
    """One line of why, from the search's statistics (see the module notes)."""
    stats = decision.stats
    if decision.only_move and decision.alike:
        alike = [action_words(a) for a in decision.alike]
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
            return f"The search settled on it in {playouts} playouts: the others' best answers do not shake it."
        share = round(100 * best.weight)
        return (
            f"The search makes this choice {share}% of the time and mixes in {len(mixed) - 1} other"
            f"{'s' if len(mixed) > 2 else ''}, so the other players cannot count on what you will do."
        )
    mine = _rating(best.reward)
    if not others:
        return f"It came out best in {playouts} playouts, rated {mine} {RATED}."
    runner = others[0]  # the next most tried: the search's second choice
    margin = best.reward - runner.reward
    if runner.reward > best.reward:  # a move tried less often looked better so far
        return (
            f"A close call: it held up best over {best.visits} of {playouts} playouts (rated {mine}); "
            f"the move to {action_words(runner.action)} rated higher over {runner.visits}."
        )
    if margin >= CLEAR_MARGIN and best.visits >= 2 * runner.visits:
        verdict = "Clearly the strongest move"
    elif margin <= CLOSE_MARGIN or runner.visits * 5 >= best.visits * 4:
        verdict = "A close call"
    else:
        verdict = "The strongest move found"
    return (
        f"{verdict}: in {playouts} playouts it rated {mine} ({RATED}); "
        f"the next best, to {action_words(runner.action)}, rated {_rating(runner.reward)}."
    )


def action_words(action: Action) -> str:
    """The action's text with every card it names written as the card's name, cards named one
    after another as a list ("pass the Shield, the Fates and the 8 Goblin Mace"). An action whose
    text is terse (``pass 3B 7F``: discard one, pass the other) says itself in words (``words``)."""
    in_words = getattr(action, "words", None)
    text = in_words() if callable(in_words) else str(action)
    spans = []  # (start, end, name) of each card's code in the text
    for card in cards_of(action):
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


def _rating(reward: float) -> str:
    """A playout's mean reward as the hint shows it: out of 100."""
    return f"{round(100 * reward)}/100"
