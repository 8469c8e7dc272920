"""What a search plays for: the horizon of a rollout and the reward each seat gets at its end.

The horizon is the end of the round in progress (a ``RoundScored`` event), or the end of the
game. A game whose rounds are not deals, Assassin's Trick, where a round is one prize and one
hand of cards lasts the whole game, plays to the end of the game: a prize alone is too short a
view (``GameInfo.deal_is_game``).

A round's scores at the horizon get what each seat carries into the rounds to come, where the
game says what that is worth (``GameInfo.round_carry``: Vazerneiros' potions, Copas' 10 Cups
waiting on a bonus round), so that a playout does not count a potion spent on a trick as free.
Whole Vazerneiros games at 300 iterations a move, 30 deals against easy seats (seed 5), with
and without it: win rate 0.378 against 0.271 (paired +0.107 ± 0.081), score difference +1.38 ±
0.44 higher.

A round's end that ends the game ranks the game's winners first (``rank_rewards``' ``winners``)
and keeps the round's margin for ``"diff"``: the last round is played to win the game, not the
round (a seat ahead plays safe, one behind takes chances). Over the same deals this was neutral
(win rate 0.408 against 0.378, paired +0.031 ± 0.051; score difference -0.12 ± 0.26); it stays
as what the last round asks.

Rewards are in [0, 1], higher is better for the seat, whatever the game's sense of scores
(``GameInfo.lower_is_better`` flips them):

- ``"rank"``: the share of the other seats this seat beats, a tie counting half. It is what a
  tournament counts (the best round score at the table wins), it needs no scale, and a win by
  one point is worth as much as a win by twenty.
- ``"diff"``: the seat's score less the mean of the others', squashed into [0, 1] by a scale
  that follows the differences seen so far in this search (so a game's point range need not
  be known): it also values by how much.
- ``"mixed"``: the mean of the two (the search's default until 5620fce). Against
  weaker seats most playouts are won whatever the move, and rank alone stops telling the moves
  apart; the margin still does. Measured at 0.15 s a move against easy bots over 20 deals
  (win rate, rank -> mixed): Copas 4 players 0.24 -> 0.32, Tavern Tricks 4 players 0.33 ->
  0.44, The Copper Trickster 4 players 0.24 -> 0.22 (within the noise); in Assassin's Trick,
  2 players, 100 iterations a move over 24 games, against fixed "prize's value plus k"
  bidders 0.67 / 0.69 / 0.50 -> 0.92 / 0.83 / 0.54, against easy 1.00 both.
- ``"win"``: the seat's share of first place (1/k to each of k tied best, 0 below them). It is
  exactly what a tournament counts; with three or more seats, "rank" also pays for beating
  the seats behind when the best is out of reach. With two seats it is "rank".
- ``"win_mixed"`` (the search's default, ``SearchConfig.reward``): the mean of "win" and
  "diff": it plays for first place, and the margin still tells moves apart where first place
  is sure or out of reach. Against "mixed", hard against easy bots on the same 50 rounds
  (seed 21, one process beside another run): Tavern Tricks at 6 players 0.427 against 0.363,
  paired +0.063 [+0.011, +0.116]; at 5 players 0.472 against 0.464, +0.008 [-0.066, +0.082].
  Assassin's Trick at 3 against random seats, 22 games: -0.015 [-0.148, +0.118]. Copas at 4
  (600 iterations a move, 80 deals, the same reward written in a script): +0.008 ± 0.03.
  With two seats it is "mixed".
- ``"standing_mixed"``: the mean of the seat's share of first place in the game's standing at
  the horizon (the totals after the round, with what each seat carries) and the round's margin.
  In a game of several rounds, first place in one round wins nothing by itself: a seat far
  ahead or far behind in the game gets its reward from the margin alone, and one close to the
  lead plays to pass the leader, not to top this round. Where the horizon ends the game, it is
  "win_mixed". Tried where more iterations won more points but no more games (The Copper
  Trickster at 5 players over whole games, alone, the same deals): 28 deals, 0.393 against
  0.386, paired +0.007 [-0.079, +0.093]; no gain shown, so it is no level's reward
  (docs/tournaments/experiments/).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from rules.core.events import Event, RoundScored
from rules.core.registry import get_game
from rules.core.state import GameState


def deal_is_game(game_id: str) -> bool:
    """Whether one deal of ``game_id`` lasts the whole game (so a 'round' is no deal)."""
    return get_game(game_id).deal_is_game


def win_rewards(scores: Sequence[float], winners: Sequence[int] = ()) -> list[float]:
    """Per seat, its share of first place: 1 for the one best seat, 1/k to each of k tied
    best, 0 to the rest; ``scores`` higher is better. ``winners``, when the game names them,
    are the best."""
    n = len(scores)
    if winners:
        best = [seat for seat in range(n) if seat in winners]
    else:
        top = max(scores, default=0.0)
        best = [seat for seat, s in enumerate(scores) if s == top]
    share = 1.0 / len(best) if best else 0.0
    return [share if seat in best else 0.0 for seat in range(n)]


def rank_rewards(scores: Sequence[float], winners: Sequence[int] = ()) -> list[float]:
    """Per seat, the share of the others it beats (ties half); ``scores`` higher is better.
    ``winners``, when the game names them, rank above everyone else (tie-breaks)."""
    n = len(scores)
    if n < 2:
        return [1.0] * n
    keys = [(seat in winners, s) for seat, s in enumerate(scores)]
    out = []
    for p in range(n):
        kp = keys[p]
        beat = 0.0
        for q in range(n):
            if q != p:
                kq = keys[q]
                beat += 1.0 if kp > kq else 0.5 if kp == kq else 0.0
        out.append(beat / (n - 1))
    return out


Placing = Callable[[Sequence[float], Sequence[int]], list[float]]

# Each reward mode: how it places the seats (None: not at all), whether it adds the margin, and
# whether it places them by the game's standing rather than by the round's scores.
MODES: dict[str, tuple[Placing | None, bool, bool]] = {
    "rank": (rank_rewards, False, False),
    "diff": (None, True, False),
    "mixed": (rank_rewards, True, False),
    "win": (win_rewards, False, False),
    "win_mixed": (win_rewards, True, False),
    "standing_mixed": (win_rewards, True, True),
}
REWARD_MODES = tuple(MODES)


class Horizon(NamedTuple):
    """The end of a rollout: the scores the rewards read, the winners where the game named them,
    and, at a round's end with the game going on (when asked for), the game's standing then."""

    scores: list[float]
    winners: tuple[int, ...] = ()
    standing: list[float] | None = None


@dataclass
class Rewarder:
    """Turns the scores at a rollout's end into each seat's reward (see the module notes)."""

    players: int
    lower_is_better: bool
    mode: str = "rank"
    _scale: float = field(default=0.0, repr=False)
    _seen: int = field(default=0, repr=False)

    def __post_init__(self) -> None:
        if self.mode not in REWARD_MODES:
            raise ValueError(f"reward mode {self.mode!r}; modes: {', '.join(REWARD_MODES)}")

    @property
    def by_standing(self) -> bool:
        """Whether the seats are placed by the game's standing (``Horizon.standing``)."""
        return MODES[self.mode][2]

    def rewards(
        self, scores: Sequence[float], winners: Sequence[int] = (), standing: Sequence[float] | None = None
    ) -> list[float]:
        sign = -1.0 if self.lower_is_better else 1.0
        higher = [sign * s for s in scores[: self.players]]
        placing, margin, by_standing = MODES[self.mode]
        if placing is None:
            return self._diff_rewards(higher)
        if by_standing and standing is not None:
            placed = placing([sign * s for s in standing[: self.players]], winners)
        else:
            placed = placing(higher, winners)
        if not margin:
            return placed
        diff = self._diff_rewards(higher)
        return [(a + b) / 2 for a, b in zip(placed, diff, strict=True)]

    def _diff_rewards(self, higher: list[float]) -> list[float]:
        n = len(higher)
        total = sum(higher)
        diffs = [s - (total - s) / (n - 1) for s in higher] if n > 1 else [0.0] * n
        # The scale: the running mean of the largest difference seen, at least 1 point.
        self._seen += 1
        self._scale += (max(abs(d) for d in diffs) - self._scale) / self._seen
        scale = max(self._scale, 1.0)
        return [0.5 + 0.5 * max(-1.0, min(1.0, d / scale)) for d in diffs]


def horizon_scores(
    state: GameState,
    events: Sequence[Event],
    whole_game: bool,
    carry: Callable[[GameState], Sequence[float]] | None = None,
    game_winners: bool = True,
    standing: bool = False,
) -> Horizon | None:
    """The scores that end a rollout after ``events``, with the winners if the game named
    them; None while the horizon is not reached. At a round's end with the game going on,
    ``carry`` (``GameInfo.round_carry``) adds what each seat takes into the next rounds, and
    with ``standing`` the game's totals then come too (with the carry); at a round's end that
    ends the game, the round's points come with the game's winners (where ``game_winners``), so
    that the last round is played for the game."""
    if not whole_game:
        for event in events:
            if isinstance(event, RoundScored):
                n = state.players
                points = list(event.points[:n])
                if state.is_over():
                    return Horizon(points, tuple(state.result().winners) if game_winners else ())
                totals = list(event.totals[:n]) if standing else None
                if carry is not None:
                    carried = carry(state)
                    points = [p + c for p, c in zip(points, carried, strict=True)]
                    if totals is not None:
                        totals = [t + c for t, c in zip(totals, carried, strict=True)]
                return Horizon(points, (), totals)
    if state.is_over():
        result = state.result()
        return Horizon(list(result.scores[: state.players]), tuple(result.winners))
    return None
