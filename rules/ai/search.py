"""Information-set Monte Carlo tree search: one engine for every game, over the public state API.

``SearchBot(game_id, seed, iterations=None, seconds=None, ...)`` decides from an observation
alone: every iteration deals a full state consistent with it (``sample_from``), walks down the
tree, adds one node, plays the rest of the round out with the rollout policy and backs each
seat's reward up the path.

**The tree is the searching seat's.** A node is one information set of the seat that searches:
its key is that seat's observation, so two sampled states it cannot tell apart share a node,
and an opponent's hidden move (a discard, a face-down card) leads to one node, not to one per
guess (single-observer ISMCTS, Cowling, Powley and Whitehouse 2012). Why not one tree per seat
keyed by its own observation (OpenSpiel's ismcts keys a node by the mover's information state)?
An opponent's information state holds its hand, resampled every iteration, so its nodes would
almost never be met twice and the tree would stop at the searcher's first move.

**Reading the others' plays.** Where the game has a belief (``GameInfo.belief``, in the game's
own package), each iteration's state is dealt through it: the hidden cards still fit everything
the seat has seen, but deals that fit how the others have played come more often (in Copas, a
seat that ducked with the 3 under the King is dealt nothing between them; in Tavern Tricks, one
that threw a card it could have kept holds nothing that would have taken the trick, and a stake
of 3 says four strong cards or more; in Vazerneiros, a last seat that lost a trick it wanted
holds no card of the led suit that would have taken it). It reads only the observation, so a decision still cannot
depend on the hidden cards themselves.

**Careless seats.** A seat caught playing a card its earlier plays were read to rule out is no
longer read, and the belief names it (``Belief.careless``): the search then plays it at random
in the playouts (``SearchConfig.careless``, the share of its moves made so; 1.0 by default). The
rollout policy models sensible play; against a seat that plays at random it made the search
fear tricks and stakes that were never coming. Easy bots are never caught (their habits are the
ones read: tests in each game's inference tests), so play against them is unchanged. Measured
in Tavern Tricks, 5 players, hard against random seats per round, the first 20 deals of seed 21:
0.500 -> 0.610, paired +0.110 [-0.031, +0.251]; playing every other seat at random from the
first move (an upper bound, no reading) gave 0.730, paired +0.230 [+0.128, +0.332], so about
half the gain is in the pass and the stakes, made before anyone can be caught. The same upper
bound gave nothing in The Copper Trickster at 5 (-0.005 [-0.100, +0.090]) or Copas at 5
(+0.027 [-0.000, +0.055]). The rows over 50 deals are in docs/bots.md. Careful players who do
not play like the easy bot are caught as well (search seats in Tavern Tricks by the fifth
trick); against them it made no difference shown (Tavern Tricks, 4 players, against normal,
paired +0.006 [-0.065, +0.077] over 40 deals). A level bot keeps the seats caught for the rest of
the game (``SearchConfig.remember``, ``rules.ai.levels``): they are handed to the belief
(``known_careless``), which then reads none of their plays and names them from the round's
first move, so the next rounds' passes and stakes are searched against them as careless too.

**Other seats' turns** (``SearchConfig.opponents``):

- ``"policy"`` (the default): another seat acting alone plays the rollout policy, inside the
  tree as beyond it. At 0.15 s a move the search runs tens to a few hundred iterations; deciding
  the opponents' turns in the tree as well (``"tree"``: UCB1 on their own reward, with
  availability counts since their legal actions change from one sample to the next) spends
  those iterations trying each of their moves once, so the searcher plans against opponents who
  play at random. Measured in Copas, 4 players, 60 iterations a move against easy bots over 10
  deals: win rate 0.34 with ``"policy"``, 0.24 with ``"tree"``.
- ``"tree"``: as said; worth it once iterations run to the thousands.
- ``"policy-all"``: the rollout policy also decides the others' simultaneous choices. Assassin's
  Trick searches so (``GameInfo.search_opponents``): its rollout policy bids for each seat by the
  habit its reading of the revealed bids drew for it, and a seat moved to its
  best answer to our bid plans against a bidder who reads our mind. At 3 players, on the same
  50 games each (seed 11), hard went from 0.410 to 0.620 of games against random bidders and
  from 0.853 to 0.960 against easy bots with the reading and this setting together; at a fixed
  1,370 iterations a tree, this setting alone added +0.051 against random bidders (13 deals)
  to the reading's +0.136 (27 deals). The rows are in docs/tournaments/ and docs/bots.md.

**Simultaneous decisions** (several seats in ``to_move()``: bids, auctions, passes, stakes)
are searched decoupled: each seat at the node keeps its own statistics and picks on its own
reward, without seeing the others' picks of the same decision (Lanctot, Lisy and Winands 2013).

- ``SearchConfig.simultaneous = "duct"`` (the default): each seat picks by UCB1 (decoupled UCT),
  and the searcher finally plays its most visited action.
- ``"regret"``: decoupled regret matching; the searcher finally samples its average strategy,
  purified of the actions it plays less often than uniform play would.
- Another seat's pick follows the rollout policy with probability ``policy_prior / (policy_prior
  + visits)``, its own UCB or regret choice otherwise: the search models the others as the
  rollout policy plays while the node has been seen little, and moves to their best answers as
  its visits grow. Measured in Assassin's Trick, 2 players, 100 iterations a move against easy
  bots over 10 deals (win rate; rank reward, easy bids in the playouts): regret matching for
  both seats 0.20, DUCT for both 0.53 (most visited) or 0.35 (sampled from the purified
  visits), DUCT with a prior of 300 visits 1.00 (0.83 sampled, over 20 deals). Without a prior,
  100 iterations spent on a 13 by 13 choice leave every seat's picks near uniform, and the
  searcher plans against a random bidder.

**Large choice sets** get progressive widening: a seat with more than ``Widening.above`` legal
actions considers a number that grows with the node's visits, in the order the game's rollout
policy ranks them (``ranked``), then others at random. Where the policy's favourites are few
among many plays (Vazerneiros' potions), random widening would spend the node's first visits on
plays the policy would never make. Measured in The Copper Trickster, 4 players, 150 iterations a
move against easy bots over 30 deals (per round): 0.369 [0.31, 0.43] at random, 0.367 [0.30,
0.43] in ranked order, no different there (its discard-and-pass is one decision a round);
Vazerneiros, 100 iterations over 20 deals: 0.215 [0.15, 0.28] at random, 0.255 [0.18, 0.33]
ranked, within the noise.

A game may set its own schedule (``GameInfo.widening``). Vazerneiros widens every choice of more
than 8 (its bids too) from one candidate, ``ceil((visits + 1) ** 0.5)``, where the default
starts at 4 and waits for 24: with about 34 iterations a normal move, the default spread them
over some 24 candidates, one or two visits each, and played near at random among the rollout
policy's favourites. Measured against easy bots, 4 players, per round, 30 deals, seed 11: at 34
iterations 0.233 [0.18, 0.29] -> 0.318 [0.26, 0.38]; at 100 iterations 0.279 [0.23, 0.32] ->
0.322 [0.27, 0.38].

**Playouts** are the game's fast rollout policy (``GameInfo.rollout``), which reads the sampled
hands, or, where a game has none, its easy bot through each seat's observation. The fast policies
are no stronger players than the easy bots (reading the true hands, against easy seats per
round, ``tournament --a playout --b easy --deals 200 --seed 5``: Copas 0.264 at 4 players, The
Copper Trickster 0.338 at 3, 0.268 at 4 and 0.221 at 5, Vazerneiros 0.239 at 4, Tavern Tricks
0.226 at 4, 0.200 at 5 and 0.149 at 6), so the easy bot's own playouts
(``SearchConfig(rollout="easy")``), an exact model of easy seats, were tried at hard's time
against easy bots per round, paired on the same deals with hard's rows (2026-12-04, one process
beside others, so at fewer iterations): Tavern Tricks at 4 players -0.006 [-0.077, +0.065] over
40 deals, at 5 +0.052 [-0.034, +0.138] over 50, at 6 +0.000 [-0.066, +0.066] over 50; The
Copper Trickster at 3 -0.029 [-0.117, +0.058] over 34; Vazerneiros at 4 -0.016 ± 0.08 over 24;
Copas at 4 -0.002 ± 0.036 over 19. None is kept. Nor is Tavern Tricks' fast policy with its
peek at the later hands taken out (-0.020 [-0.093, +0.053] at 5 players over 50, docs/bots.md).
The searcher's own moves in a playout read the sampled hands too, which it could not at the
table; playing them by its easy bot through its own observation instead
(``SearchConfig(own_rollout="easy")``) was worse: Copas at 4 against easy per round, a fixed 600
iterations a tree, 24 deals of seed 11, 0.310 against 0.372, paired -0.062 [-0.102, -0.023], and
1.99 Cups a round against 1.81 (docs/bots.md). A playout that plays its own seat well is worth
more than one that plays it as blindly as the table would.

**Rewards** (``rules/ai/search_reward.py``): by default the mean of the seat's share of first
place in the round and its score margin, higher is better whatever the game's sense of scores.
The horizon is the end of the round, or of the game where one deal lasts the game. A round's
horizon is told to each sampled state (``end_with_round``), which then neither deals the next
round nor keeps the round's end for a table: work no playout reads (with the constructor's deal
that the samplers threw away, 7% of a Vazerneiros search's time in its profile).

**Plays that come to the same** (``SearchConfig.equivalents``): where a game can tell which of
a seat's legal actions do exactly the same whatever the hidden cards are (``GameInfo.
equivalent_actions``: in Copas, touching cards of one suit, with no card still in play ranked
between them), the search tries only the first of each group at its root, and a decision whose
actions all come to the same is made without searching (``equivalent_groups``; the level bots
and the hint say so). The trees' iterations go to the choices that differ, and the rows of issue
14 spend no machine time on a decision that has none to make (in Copas at 4 players, one decision
in five of those with more than one legal card in easy-bot rounds; hard against easy bots
searched 14% fewer of its decisions over 80 rounds, with no difference shown in its play,
docs/bots.md). ``equivalents=false`` searches every action as before.

**Settling** (``SearchConfig.settle``): every ``SETTLED_CHECK`` iterations a tree asks whether
its most visited action (what it will choose) leads the next by more than all the iterations it
has left could make up (to its count, or at its pace so far to its clock's end, counted 25%
generously); if so it stops there, with the same choice in less time. A decision that mixes a
simultaneous choice never settles: its final pick reads the average strategy, not the visits.
At a fixed 900 iterations over 20 positions of each game's bench size, every decision came out
the same and a tree ran 4% to 12% fewer iterations (Assassin's Trick and The Trickster
Proposition the most); the rows still to play for issue 14 (docs/bots.md) shrink alike, and a
bot at the table answers as much sooner. A tree's own choice cannot change by it (at a count; on
a clock, as far as its pace holds), but a decision that adds two trees' visits (hard, the hint)
may: a tree that stops adds fewer, so where the trees disagree the other weighs more. Such a
decision is close in any case; at two trees of 900 iterations over 30 positions of each game,
178 of the 180 decisions came out the same (one each in Vazerneiros and The Trickster
Proposition differed).

Deterministic for a given seed when stopped by an iteration count; a time budget stops it
earlier or later depending on the machine.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from rules.ai.search_nodes import Node, SeatStats, Widening
from rules.ai.search_reward import Rewarder, deal_is_game, horizon_scores
from rules.core.bots import Belief, Bot, Budget
from rules.core.registry import get_game
from rules.core.state import Action, GameState

DEFAULT_ITERATIONS = 200  # when neither an iteration count nor any time is given
OPPONENT_MODES = ("policy", "tree", "policy-all")
SIMULTANEOUS_METHODS = ("duct", "regret")
ROLLOUTS = ("game", "easy", "random")
OWN_ROLLOUTS = ("same", "easy")
MAX_ROLLOUT_ACTIONS = 20_000  # a guard against a rules bug that never ends a round
SETTLED_CHECK = 64  # iterations between asks whether the most visited action can still be caught
SETTLED_SLACK = 1.25  # a clock's iterations still to come, counted generously (the pace wavers)

Policy = Callable[[GameState, int], Action]


def iterations_left(done: int, iterations: int | None, seconds: float | None, elapsed: float) -> float:
    """How many more iterations the search may run: to its count, or at its pace so far for
    the rest of its ``seconds`` (``elapsed`` of them gone), counted generously."""
    left = math.inf if iterations is None else float(iterations - done)
    if seconds is not None and elapsed > 0:
        left = min(left, done / elapsed * max(0.0, seconds - elapsed) * SETTLED_SLACK)
    return left


def settled(visits: Sequence[int], left: float) -> bool:
    """Whether the most visited action stays so whatever ``left`` more iterations do: its lead
    over the next (over 0, for a choice not yet widened to) is more than they could all make up.
    (On a clock, ``left`` is itself an estimate: ``iterations_left``.)"""
    top = second = 0
    for n in visits:
        if n > top:
            top, second = n, top
        elif n > second:
            second = n
    return top - second > left


def equivalent_groups(game_id: str, observation: Any) -> list[list[Action]] | None:
    """The observation's legal actions in groups that come to the same whatever the hidden
    cards are (``GameInfo.equivalent_actions``), the one to play for each group first; None
    where the game has no such groups or the seat does not decide alone (module notes)."""
    find = get_game(game_id).equivalent_actions
    if find is None or len(observation.to_move) != 1:
        return None
    return [list(group) for group in find(observation) if group]


@dataclass(frozen=True)
class SearchConfig:
    """How the search plays; the defaults are the normal level's."""

    # "game": the game's fast rollout policy (GameInfo.rollout), the easy bot where it has none;
    # "easy": the game's easy bot through observations; "random": random play.
    rollout: str = "game"
    # The searcher's own moves beyond the tree: "same" as the others' (rollout above), or "easy",
    # its easy bot through its own observation, blind to the sampled hands (module notes).
    own_rollout: str = "same"
    reward: str = "win_mixed"  # "rank", "diff", "mixed", "win" or "win_mixed" (rules/ai/search_reward.py)
    exploration: float = 0.7  # UCB1's constant, for rewards in [0, 1]
    gamma: float = 0.1  # regret matching's uniform exploration at simultaneous decisions
    opponents: str | None = None  # "policy", "tree" or "policy-all"; None: the game's own (module notes)
    simultaneous: str = "duct"  # "duct" or "regret": see the module notes
    policy_prior: float = 300.0  # visits over which the others' simultaneous picks leave the policy
    widening: Widening | None = None  # None: the game's own (GameInfo.widening), else the default
    whole_game: bool | None = None  # None: the game's own horizon (see search_reward)
    belief: bool = True  # deal through the game's reading of the others' plays, where it has one
    carry: bool = True  # count what a seat carries out of a round (GameInfo.round_carry), where the game says
    game_winners: bool = True  # in a round that ends the game, rank the game's winners first (search_reward)
    careless: float = 1.0  # share of a careless seat's policy moves made at random (module notes)
    remember: bool = True  # a level bot keeps the seats caught careless for the game's later rounds
    settle: bool = True  # stop a tree once its most visited action can no longer be caught (module notes)
    equivalents: bool = True  # try one of the actions that come to the same (GameInfo.equivalent_actions)

    @property
    def mixes(self) -> bool:
        """Whether the searcher finally samples a mixed strategy at a simultaneous decision
        (regret matching's average), rather than playing its most visited action."""
        return self.simultaneous == "regret"


@dataclass(frozen=True)
class SearchReport:
    """What the last decision cost and saw (for the bench and for tuning)."""

    iterations: int
    seconds: float
    nodes: int
    visits: tuple[tuple[str, int], ...]  # the root's actions by visits, most first


@dataclass
class _Step:
    stats: SeatStats
    seat: int
    index: int
    prob: float  # 0.0: a decision taken alone (UCB); else the regret-matching probability
    cands: list[int]


class SearchBot:
    """A search player for ``game_id``: ``choose(observation, budget) -> action``."""

    def __init__(
        self,
        game_id: str,
        seed: int = 0,
        iterations: int | None = None,
        seconds: float | None = None,
        config: SearchConfig | None = None,
    ) -> None:
        info = get_game(game_id)
        self.game_id = game_id
        self.state_class: type[GameState] = info.state_class
        self.lower_is_better = info.lower_is_better
        self.iterations = iterations
        self.seconds = seconds
        self.config = config or SearchConfig()
        # Where each iteration's state comes from: the game's reading of the others' plays
        # (GameInfo.belief), else uniform deals (sample_from). The oracle sets it to None.
        self.belief: Callable[..., Belief] | None = info.belief if self.config.belief else None
        self.widening = self.config.widening or info.widening or Widening()
        self.carry = info.round_carry if self.config.carry else None
        self.opponents = self.config.opponents or info.search_opponents
        if self.opponents not in OPPONENT_MODES:
            raise ValueError(f"opponents {self.opponents!r}; modes: {', '.join(OPPONENT_MODES)}")
        if self.config.simultaneous not in SIMULTANEOUS_METHODS:
            methods = ", ".join(SIMULTANEOUS_METHODS)
            raise ValueError(f"simultaneous {self.config.simultaneous!r}; methods: {methods}")
        self.rng = random.Random(f"search:{game_id}:{seed}")
        self._seed = seed
        self._bots: dict[int, Bot] = {}
        self._me = 0
        # The searcher's own root statistics and, where some of its actions come to the same, the
        # one of each group it tries (None: every legal action).
        self._root_mine: SeatStats | None = None
        self._root_keep: frozenset[Action] | None = None
        # Seats caught careless in the game's earlier rounds (rules.ai.levels keeps them), and the
        # seats the last decision's belief named careless, those among them.
        self.known_careless: frozenset[int] = frozenset()
        self.careless: frozenset[int] = frozenset()
        self.last: SearchReport | None = None
        self.root: SeatStats | None = None  # the searcher's statistics at the last decision's root
        self.root_node: Node | None = None  # the last decision's root: every acting seat's statistics

    # --- the bot interface --------------------------------------------------------------------
    def choose(self, observation: Any, budget: Budget | None = None) -> Action:
        legal = list(observation.legal_actions)
        if not legal:
            raise ValueError(f"seat {observation.seat} has nothing to do now")
        if len(legal) == 1:
            self.last = SearchReport(0, 0.0, 0, ((str(legal[0]), 0),))
            return legal[0]
        groups = equivalent_groups(self.game_id, observation) if self.config.equivalents else None
        if groups is not None and len(groups) == 1:  # every legal action comes to the same
            self.last = SearchReport(0, 0.0, 0, ((str(groups[0][0]), 0),))
            return next(a for a in legal if a == groups[0][0])
        iterations, seconds = self._limits(budget)
        cancel = budget.cancelled if budget is not None else (lambda: False)
        action = self._search(observation, iterations, seconds, cancel, groups)
        for a in legal:  # hand back the observation's own action object
            if a == action:
                return a
        raise RuntimeError(f"the search chose {action}, which is not legal")  # a bug if reached

    def _limits(self, budget: Budget | None) -> tuple[int | None, float | None]:
        if self.iterations is None and self.seconds is None:
            if budget is None:
                return DEFAULT_ITERATIONS, None
            return None, budget.seconds
        return self.iterations, self.seconds

    # --- the rollout policy -------------------------------------------------------------------
    def _policy(self, careless: frozenset[int] = frozenset()) -> Policy:
        """The policy for every seat's moves the tree leaves to it; a ``careless`` seat's move is
        a uniformly random legal one ``SearchConfig.careless`` of the time."""
        policy = self._own_policy(self._base_policy())
        share = self.config.careless
        careless = careless - {self._me}
        if not careless or share <= 0.0:
            return policy
        rng = self.rng

        def careless_policy(state: GameState, seat: int) -> Action:
            if seat in careless and rng.random() < share:
                legal = state.legal_actions(seat)
                return legal[int(rng.random() * len(legal))]
            return policy(state, seat)

        ranked = getattr(policy, "ranked", None)
        if ranked is not None:  # the searcher's own candidates keep the game's order (_candidates)
            careless_policy.ranked = ranked  # type: ignore[attr-defined]
        return careless_policy

    def _own_policy(self, policy: Policy) -> Policy:
        """``policy``, with the searcher's own moves made by its easy bot through its own
        observation where ``SearchConfig.own_rollout`` is "easy"."""
        if self.config.own_rollout == "same":
            return policy
        if self.config.own_rollout not in OWN_ROLLOUTS:
            raise ValueError(f"own rollout {self.config.own_rollout!r}; choices: {', '.join(OWN_ROLLOUTS)}")
        me = self._me
        blind = self._easy_policy()

        def own_policy(state: GameState, seat: int) -> Action:
            return blind(state, seat) if seat == me else policy(state, seat)

        ranked = getattr(policy, "ranked", None)
        if ranked is not None:  # the searcher's own candidates keep the game's order (_candidates)
            own_policy.ranked = ranked  # type: ignore[attr-defined]
        return own_policy

    def _base_policy(self) -> Policy:
        if self.config.rollout == "random":
            rng = self.rng

            def random_policy(state: GameState, seat: int) -> Action:
                legal = state.legal_actions(seat)
                return legal[int(rng.random() * len(legal))]

            return random_policy
        if self.config.rollout not in ROLLOUTS:
            raise ValueError(f"rollout policy {self.config.rollout!r}; policies: {', '.join(ROLLOUTS)}")
        info = get_game(self.game_id)
        if self.config.rollout == "game" and info.rollout is not None:
            return info.rollout(self._seed * 97 + 1)
        return self._easy_policy()

    def _easy_policy(self) -> Policy:
        """Each seat's easy bot, choosing from that seat's observation of the state."""
        info = get_game(self.game_id)
        bots = self._bots
        easy = info.bots["easy"]  # not make_bot: rules.ai.base makes search bots

        def bot_policy(state: GameState, seat: int) -> Action:
            bot = bots.get(seat)
            if bot is None:
                bot = bots[seat] = easy(self._seed * 97 + seat + 1)
            return bot.choose(state.observation(seat))

        return bot_policy

    # --- the search ---------------------------------------------------------------------------
    def _search(
        self,
        observation: Any,
        iterations: int | None,
        seconds: float | None,
        cancel: Callable[[], bool],
        groups: list[list[Action]] | None,
    ) -> Action:
        """The searched action; ``groups``, the legal actions that come to the same (``choose``
        found them), narrow the root to the first of each."""
        cfg = self.config
        me: int = observation.seat
        self._me = me
        players: int = observation.players
        whole_game = deal_is_game(self.game_id) if cfg.whole_game is None else cfg.whole_game
        rewarder = Rewarder(players, self.lower_is_better, cfg.reward)
        belief = self.belief(observation, self.known_careless) if self.belief is not None else None
        self.careless = getattr(belief, "careless", frozenset())
        policy = self._policy(self.careless)
        rng = self.rng
        root = Node()
        table: dict[Hashable, Node] = {observation: root}
        self._root_mine = root.stats(me)
        keep = frozenset(group[0] for group in groups) if groups is not None else None
        self._root_keep = keep if keep is not None and len(keep) < len(observation.legal_actions) else None
        clock = time.perf_counter
        start = clock()
        deadline = start + seconds if seconds is not None else None
        done = 0
        # A decision is simultaneous when others choose with us, seen or not: a sample puts a
        # seat whose hidden choice is still open back among the movers (sample_from).
        simultaneous = len(observation.to_move) > 1
        sample = belief.sample if belief is not None else partial(self.state_class.sample_from, observation)
        while True:
            if iterations is not None and done >= iterations:
                break
            if deadline is not None and done > 0 and clock() >= deadline:
                break
            if cancel() and done > 0:
                break
            if cfg.settle and done % SETTLED_CHECK == 0 and done and not (simultaneous and cfg.mixes):
                if settled(root.stats(me).n, iterations_left(done, iterations, seconds, clock() - start)):
                    break
            state = sample(rng)
            if not whole_game:
                state.end_with_round()  # the playout stops at the round's score: no next deal
            simultaneous = simultaneous or len(state.to_move()) > 1
            self._iterate(state, me, root, observation, table, policy, rewarder, whole_game)
            done += 1
        self.root_node = root
        stats = self.root = root.stats(me)
        if simultaneous and cfg.mixes:
            chosen = self._sample_average(stats)
        else:
            chosen = stats.most_visited()
        order = sorted(range(len(stats.actions)), key=lambda i: -stats.n[i])
        self.last = SearchReport(
            done, clock() - start, len(table), tuple((str(stats.actions[i]), stats.n[i]) for i in order)
        )
        return stats.actions[chosen]

    def _sample_average(self, stats: SeatStats) -> int:
        avg = stats.purified_strategy()
        r = self.rng.random()
        acc = 0.0
        for i, p in enumerate(avg):
            acc += p
            if r < acc:
                return i
        return len(avg) - 1

    def _iterate(
        self,
        state: GameState,
        me: int,
        root: Node,
        root_key: Hashable,
        table: dict[Hashable, Node],
        policy: Policy,
        rewarder: Rewarder,
        whole_game: bool,
    ) -> None:
        cfg = self.config
        path: list[_Step] = []
        seen: set[Hashable] = {root_key}
        node: Node | None = root
        outcome: tuple[list[float], tuple[int, ...]] | None = None
        in_tree = True
        steps = 0
        while outcome is None:
            if state.is_over():
                result = state.result()
                outcome = (list(result.scores[: state.players]), tuple(result.winners))
                break
            seats = state.to_move()
            tree_decides = in_tree and (seats[0] == me or len(seats) > 1 or self.opponents == "tree")
            if not tree_decides:
                seat = seats[0]
                events = state.apply(seat, policy(state, seat))
            else:
                if node is None:  # the key of this decision: the searcher's information set
                    key = state.observation(me)
                    if key in seen:
                        in_tree = False  # nothing this seat can see changed: leave the tree
                        continue
                    seen.add(key)
                    node = table.get(key)
                    if node is None:  # expand: the new node is met, then the rollout begins
                        table[key] = Node()
                        in_tree = False
                        continue
                events = self._decide(state, seats, node, path, policy)
                node = None
            steps += 1
            if steps > MAX_ROLLOUT_ACTIONS:
                raise RuntimeError(f"{self.game_id}: a rollout did not end within {MAX_ROLLOUT_ACTIONS} actions")
            outcome = horizon_scores(state, events, whole_game, self.carry, cfg.game_winners)
        rewards = rewarder.rewards(*outcome)
        for step in path:
            r = rewards[step.seat]
            if step.prob:
                step.stats.update_regret(step.cands, step.index, step.prob, r)
            else:
                step.stats.update(step.index, r)

    def _decide(self, state: GameState, seats: Sequence[int], node: Node, path: list[_Step], policy: Policy) -> list:
        """Every seat in ``seats`` picks in the tree; the actions are applied in seat order."""
        cfg = self.config
        chosen: list[tuple[int, Action]] = []
        for seat in seats:
            if seat != self._me and self.opponents == "policy-all":
                chosen.append((seat, policy(state, seat)))
                continue
            stats = node.stats(seat)
            cands = self._candidates(state, seat, stats, policy)
            alone = len(seats) == 1
            if not alone and seat != self._me and self._follows_policy(stats):
                i = stats.follow(cands, policy(state, seat))
                path.append(_Step(stats, seat, i, 0.0, cands))
            elif alone or cfg.simultaneous == "duct":
                i = stats.select_ucb(cands, cfg.exploration)
                path.append(_Step(stats, seat, i, 0.0, cands))
            else:
                i, p, _ = stats.select_regret(cands, cfg.gamma, self.rng)
                path.append(_Step(stats, seat, i, p, cands))
            chosen.append((seat, stats.actions[i]))
        events: list = []
        for seat, action in chosen:
            events.extend(state.apply(seat, action))
        return events

    def _follows_policy(self, stats: SeatStats) -> bool:
        """Whether another seat's simultaneous pick follows the rollout policy this time."""
        prior = self.config.policy_prior
        return prior > 0.0 and self.rng.random() * (prior + stats.visits) < prior

    def _candidates(self, state: GameState, seat: int, stats: SeatStats, policy: Policy) -> list[int]:
        """The known actions legal here, widened to what the node's visits allow: first in the
        rollout policy's ranked order (where it ranks), then at random among the rest."""
        legal = state.legal_actions(seat)
        if stats is self._root_mine and self._root_keep is not None:  # one of each group alike
            keep = self._root_keep
            legal = [a for a in legal if a in keep]
        allowed = self.widening.allowed(len(legal), stats.visits)
        cands = stats.candidates(legal)
        if len(cands) >= allowed:
            return cands
        if allowed == len(legal):  # no widening: every legal action is a candidate
            for a in legal:
                stats.add(a)
            return stats.candidates(legal)
        ranked = getattr(policy, "ranked", None)  # the game's rollout policy ranks its options
        if ranked is not None:
            for a in ranked(state, seat):
                if len(cands) >= allowed:
                    break
                if a not in stats.index:
                    cands.append(stats.add(a))
        elif not stats.actions:
            cands.append(stats.add(policy(state, seat)))  # the rollout policy's choice first
        rng = self.rng
        tries = 0
        while len(cands) < allowed and tries < 8 * allowed:
            tries += 1
            a = legal[int(rng.random() * len(legal))]
            if a not in stats.index:
                cands.append(stats.add(a))
        return cands or [stats.add(legal[0])]


@dataclass(frozen=True)
class SearchSpec:
    """A picklable factory of search bots, ``spec(game_id, seed) -> SearchBot`` (what a
    tournament's process pool needs), named for reports (``search@0.15s``)."""

    iterations: int | None = None
    seconds: float | None = None
    config: SearchConfig = field(default_factory=SearchConfig)

    @property
    def name(self) -> str:
        limit = f"{self.seconds:g}s" if self.seconds is not None else f"{self.iterations}it"
        return f"search@{limit}"

    def __call__(self, game_id: str, seed: int) -> SearchBot:
        return SearchBot(game_id, seed, self.iterations, self.seconds, self.config)
