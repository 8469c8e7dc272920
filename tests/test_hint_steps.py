"""Enter after a hint takes the hinted move: for every legal action at a table's turn, the steps
``Choice.leads_to`` names, taken one after another from a fresh choice, build that very action,
in every game (the choices a hint must steer: cards, several cards, options on the table, stakes,
potions and bribes)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.table.choice import Choice, Refused
from game.table.module import table_for
from rules.ai.hint import cards_of
from rules.core.registry import all_games, get_game

POSITIONS = 60  # turns looked at per game
ACTIONS = 6  # legal actions followed per turn (all of them where there are fewer)
STEPS = 16  # more than any move takes (a card, potions through their pickers, Play)


# Games with moves of several steps (cards to pass, a bribe's slot, a specialty's target, a stake,
# potions): the random turns must have followed some of them.
MANY_STEPS = {"copper_trickster", "trickster_proposition", "tavern_tricks", "vazerneiros"}


def follow(choice: Choice, action: Any) -> tuple[Any, int]:
    """Take the first step ``leads_to`` names until the choice returns an action; that action
    and the steps it took. Every step named may be taken (a piece lit, a button enabled)."""
    cards = tuple(cards_of(action))
    for taken in range(1, STEPS + 1):
        steps = choice.leads_to(action, cards)
        assert steps, f"no step toward {action}"
        key = steps[0]
        mark = choice.marks().get(key)
        if mark is not None:
            assert mark.pickable, f"{key} toward {action} is not lit"
            made = choice.pick(key)
        else:
            control = next((c for c in choice.controls() if c.key == key), None)
            assert control is not None and control.enabled, f"{key} toward {action} is no enabled button"
            made = choice.press(key)
        if made is not None:
            return made, taken
    raise AssertionError(f"{action} not reached in {STEPS} steps")


def begin_otherwise(choice: Choice, rng: random.Random) -> bool:
    """Take one to three random steps of the player's own (a lit piece, an enabled button) that
    do not finish a move; False if one would have (the choice is then spent)."""
    for _ in range(rng.randint(1, 3)):
        keys = [k for k, m in choice.marks().items() if m.pickable] + [c.key for c in choice.controls() if c.enabled]
        if not keys:
            return True
        key = rng.choice(keys)
        try:
            made = choice.pick(key) if key in choice.marks() else choice.press(key)
        except Refused:
            continue  # the rules refuse the whole (a pass the game forbids): the choice stands
        if made is not None:
            return False
    return True


def turns(game_id: str, players: int, rng: random.Random) -> list[tuple[Any, Any]]:
    """(observation, state) at seats' turns in random games."""
    info = get_game(game_id)
    out: list[tuple[Any, Any]] = []
    seed = 0
    while len(out) < POSITIONS:
        state = info.new_game(players, {}, seed)
        seed += 1
        while not state.is_over() and len(out) < POSITIONS:
            movers = state.to_move()
            seat = movers[0]
            if rng.random() < 0.3:
                out.append((state.observation(seat), state.clone()))
            state.apply(seat, rng.choice(list(state.legal_actions(seat))))
    return out


@pytest.mark.parametrize("game_id", all_games())
def test_following_the_steps_toward_any_legal_action_builds_it(game_id: str) -> None:
    info = get_game(game_id)
    rng = random.Random(f"steps:{game_id}")
    most = 0
    for players in info.player_counts:
        table = table_for(game_id, [f"P{s}" for s in range(players)])
        for obs, state in turns(game_id, players, rng):
            legal = list(obs.legal_actions)
            for action in rng.sample(legal, min(ACTIONS, len(legal))):
                choice = table.turn(obs, lambda a, s=state, seat=obs.seat: s.why_illegal(seat, a))
                made, taken = follow(choice, action)
                assert made == action, f"{game_id} {players}p: {action} came back as {made}"
                most = max(most, taken)
                begun = table.turn(obs, lambda a, s=state, seat=obs.seat: s.why_illegal(seat, a))
                if begin_otherwise(begun, rng):
                    made, _ = follow(begun, action)
                    assert made == action, f"{game_id} {players}p, begun otherwise: {action} came back as {made}"
    assert (most > 1) == (game_id in MANY_STEPS)
