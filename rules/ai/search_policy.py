"""The policies a search plays the moves its tree leaves to them (docs/search.md, "Playouts" and
"Careless seats"): the game's fast rollout policy, each seat's easy bot, or random play; the
searcher's own moves by its easy bot where asked; careless seats at random."""

from __future__ import annotations

import random
from collections.abc import Callable

from rules.ai.search_config import SearchConfig
from rules.core.bots import Bot
from rules.core.registry import get_game
from rules.core.state import Action, GameState

Policy = Callable[[GameState, int], Action]


class Playouts:
    """Builds a search bot's playout policy, once a decision. ``rng`` is the bot's own generator
    (random play and careless seats draw from it); the easy bots, one a seat, last the bot's
    life."""

    def __init__(self, game_id: str, seed: int, config: SearchConfig, rng: random.Random) -> None:
        self.game_id = game_id
        self.seed = seed
        self.config = config
        self.rng = rng
        self._bots: dict[int, Bot] = {}

    def policy(self, me: int, careless: frozenset[int] = frozenset()) -> Policy:
        """The policy for every seat's moves the tree leaves to it, ``me`` the searcher; a
        ``careless`` seat's move is a uniformly random legal one ``SearchConfig.careless`` of the
        time."""
        policy = self._own(self.base(), me)
        share = self.config.careless
        careless = careless - {me}
        if not careless or share <= 0.0:
            return policy
        rng = self.rng

        def careless_policy(state: GameState, seat: int) -> Action:
            if seat in careless and rng.random() < share:
                legal = state.legal_actions(seat)
                return legal[int(rng.random() * len(legal))]
            return policy(state, seat)

        return _keeps_ranking(careless_policy, policy)

    def _own(self, policy: Policy, me: int) -> Policy:
        """``policy``, with the searcher's own moves made by its easy bot through its own
        observation where ``SearchConfig.own_rollout`` is "easy"."""
        if self.config.own_rollout == "same":
            return policy
        blind = self.easy()

        def own_policy(state: GameState, seat: int) -> Action:
            return blind(state, seat) if seat == me else policy(state, seat)

        return _keeps_ranking(own_policy, policy)

    def base(self) -> Policy:
        """Every seat's playout moves as ``SearchConfig.rollout`` says."""
        if self.config.rollout == "random":
            rng = self.rng

            def random_policy(state: GameState, seat: int) -> Action:
                legal = state.legal_actions(seat)
                return legal[int(rng.random() * len(legal))]

            return random_policy
        info = get_game(self.game_id)
        if self.config.rollout == "game" and info.rollout is not None:
            return info.rollout(self.seed * 97 + 1)
        return self.easy()

    def easy(self) -> Policy:
        """Each seat's easy bot, choosing from that seat's observation of the state."""
        easy = get_game(self.game_id).bots["easy"]  # not make_bot: rules.ai.base makes search bots
        bots, seed = self._bots, self.seed

        def bot_policy(state: GameState, seat: int) -> Action:
            bot = bots.get(seat)
            if bot is None:
                bot = bots[seat] = easy(seed * 97 + seat + 1)
            return bot.choose(state.observation(seat))

        return bot_policy


def _keeps_ranking(wrapper: Policy, policy: Policy) -> Policy:
    """``wrapper``, keeping ``policy``'s ranked order of a seat's options where it has one: the
    searcher's candidates are widened in that order (``SearchBot._candidates``)."""
    ranked = getattr(policy, "ranked", None)
    if ranked is not None:
        wrapper.ranked = ranked  # type: ignore[attr-defined]
    return wrapper
