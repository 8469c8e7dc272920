"""How well a game's reading of the others' plays deals the hidden cards.

A search is as good as the deals it searches: the oracle, which searches the true deal, is the
ceiling, and more iterations on the same deals lift hard little (README, "Bot strength"). This
measures the deals themselves. At each decision of one seat with several choices in the first
round of easy-bot games, it draws deals for that seat through the game's reading
(``GameInfo.belief``) and uniformly (``sample_from``), and counts the share of the other seats'
cards each deal puts in the right hand. Grouped by the tricks (or prizes) finished so far, it
shows where in a round the reading gains on a uniform deal (a hand that is dealt again, as a
Tavern Tricks tie-break is, starts again from none finished).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from rules.ai.base import decide_all, make_bot
from rules.core.registry import GameInfo, get_game
from rules.core.state import GameState


@dataclass(frozen=True)
class Stage:
    """The decisions met after ``finished`` tricks (or prizes)."""

    finished: int
    decisions: int
    belief: float | None  # mean share in the right hand, through the reading (None: the game has none)
    uniform: float  # the same for a uniform deal


class NoChoice(ValueError):
    """The seat met no decision of several choices in the rounds played: nothing to measure."""


@dataclass(frozen=True)
class BeliefCheck:
    """The shares over every decision measured, and stage by stage."""

    game: str
    players: int
    rounds: int  # first rounds of games played
    samples: int  # deals drawn each way at each decision
    decisions: int
    belief: float | None
    uniform: float
    stages: tuple[Stage, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "rounds": self.rounds,
            "samples": self.samples,
            "decisions": self.decisions,
            "belief": self.belief,
            "uniform": self.uniform,
            "stages": [[s.finished, s.decisions, s.belief, s.uniform] for s in self.stages],
        }


def check_belief(game_id: str, players: int, rounds: int, seed: int = 0, samples: int = 20, seat: int = 0) -> BeliefCheck:
    """Play the first round of ``rounds`` games with easy bots in every seat, the games seeded
    from ``seed`` alone, drawing ``samples`` deals each way at every decision of ``seat`` with
    several legal actions (the deals from a generator of their own, so ``samples`` does not
    change the games)."""
    info = get_game(game_id)
    games = random.Random(f"belief-check:{game_id}:{players}:{seed}")
    game_seeds = [games.randrange(2**31) for _ in range(rounds)]
    rng = random.Random(f"belief-check-deals:{game_id}:{players}:{seed}")
    totals: dict[int, list[float]] = {}  # finished -> [belief sum, uniform sum, decisions]
    for g, game_seed in enumerate(game_seeds):
        state = info.new_game(players, {}, game_seed)
        bots = [make_bot(game_id, "easy", g * 31 + s) for s in range(players)]
        while not state.is_over() and state.observation(seat).round_no == 1:
            observation = state.observation(seat)
            if seat in observation.to_move and len(observation.legal_actions) > 1:
                right = _right_shares(info, state, observation, seat, samples, rng)
                if right is not None:
                    slot = totals.setdefault(len(observation.history), [0.0, 0.0, 0])
                    slot[0] += right[0]
                    slot[1] += right[1]
                    slot[2] += 1
            for s, action in decide_all(bots, state):  # all decide, then all act
                state.apply(s, action)
    has_belief = info.belief is not None
    stages = tuple(
        Stage(k, int(t[2]), t[0] / t[2] if has_belief else None, t[1] / t[2]) for k, t in sorted(totals.items())
    )
    decisions = sum(s.decisions for s in stages)
    if not decisions:
        raise NoChoice(f"seat {seat} met no choice of several in {rounds} rounds of {info.title}")
    belief = sum(s.belief * s.decisions for s in stages if s.belief is not None) / decisions if has_belief else None
    uniform = sum(s.uniform * s.decisions for s in stages) / decisions
    return BeliefCheck(game_id, players, rounds, samples, decisions, belief, uniform, stages)


def _right_shares(
    info: GameInfo, state: GameState, observation: Any, seat: int, samples: int, rng: random.Random
) -> tuple[float, float] | None:
    """The mean share of the other seats' cards put in the right hand, through the reading and
    uniformly (None when the other seats hold nothing)."""
    truth = [set(hand) for s, hand in enumerate(state.hands) if s != seat]  # type: ignore[attr-defined]
    held = sum(len(h) for h in truth)
    if not held:
        return None
    belief = info.belief(observation) if info.belief is not None else None
    by_belief = by_uniform = 0.0
    for _ in range(samples):
        if belief is not None:
            by_belief += _share(belief.sample(rng), truth, seat) / held
        by_uniform += _share(type(state).sample_from(observation, rng), truth, seat) / held
    return by_belief / samples, by_uniform / samples


def _share(deal: GameState, truth: list[set[Any]], seat: int) -> int:
    others = [hand for s, hand in enumerate(deal.hands) if s != seat]  # type: ignore[attr-defined]
    return sum(len(t.intersection(h)) for t, h in zip(truth, others, strict=True))
