"""Hints: always a legal move, one line of why in words every game shares; at the table, H (or the
button) works the hint out off the drawing thread and badges the suggested card."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from typing import Any

import pygame
import pytest

import game.bots
from game.app import App
from game.match import HUMAN, Match, SeatConfig
from game.table.choice import hand_key
from game.table.input import HINT_BADGE
from rules.ai.hint import Hint, action_words, explain, suggest
from rules.ai.levels import ActionStats, Decision
from rules.core.events import numbered
from rules.core.registry import all_games, get_game

JOIN_S = 30.0
ITERATIONS = 4


@pytest.mark.parametrize("game_id", list(all_games()))
def test_a_hint_is_always_a_legal_move(game_id: str) -> None:
    info = get_game(game_id)
    for players in sorted({min(info.player_counts), info.bench_players}):
        state = info.new_game(players, info.bench_options, 6)
        rng = random.Random(players)
        hints = 0
        for step in range(400):
            if state.is_over() or hints >= 4:
                break
            seats = state.to_move()
            legal = list(state.legal_actions(seats[0]))
            if step % 7 == 3:  # now and then, whoever is to move asks
                for seat in seats:
                    obs = state.observation(seat)
                    hint = suggest(game_id, obs, seed=step, iterations=ITERATIONS)
                    assert hint.action in obs.legal_actions
                    assert state.why_illegal(seat, hint.action) is None
                    assert hint.line.startswith("Hint: ") and "\n" not in hint.line and hint.why
                    hints += 1
            state.apply(seats[0], rng.choice(legal))
        assert hints, f"{game_id}: no hint was asked"


def test_a_move_is_named_with_its_cards_words() -> None:
    state = get_game("copas").new_game(4, {}, 1)
    seat = state.to_move()[0]
    action = state.legal_actions(seat)[0]
    assert action_words(action) == f"play the {action.card.name}"


def test_cards_named_one_after_another_are_a_list_and_a_terse_action_says_itself() -> None:
    from rules.copper_trickster.actions import GreatAction
    from rules.copper_trickster.actions import PassAction as CopperPass
    from rules.copper_trickster.deck import copper_deck
    from rules.tavern_tricks.actions import PassAction as TavernPass
    from rules.tavern_tricks.deck import tavern_deck

    tavern = tavern_deck()
    three = TavernPass(tuple(tavern.card(code) for code in ("8", "9", "FATES1")))
    names = [tavern.card(code).name for code in ("8", "9", "FATES1")]
    assert action_words(three) == f"pass the {names[0]}, the {names[1]} and the {names[2]}"
    copper = copper_deck()
    pair = CopperPass(copper.card("3B"), copper.card("7F"))
    assert action_words(pair) == "discard the 3 of Bulls and pass the 7 of Fish"
    assert action_words(GreatAction("M")) == "make Moons the great suit"


def test_terse_moves_say_themselves_with_the_seats_by_name() -> None:
    """A seat number, a slot or a rumor number in an action's text becomes words in a hint, each
    card named once (a Doppleganger copying one card for both)."""
    from rules.tavern_tricks.actions import BowAction, DoppelAction, ShieldAction, ThiefAction
    from rules.trickster_proposition.actions import Bribe
    from rules.vazerneiros.actions import LeadAction, PlayAction, RumorAction, TrumpAction
    from rules.vazerneiros.deck import vazerneiros_deck

    names = ["You", "Ada", "Bruno"].__getitem__
    tavern = tavern_deck_cards("BOW1", "SHIELD1", "DOPPEL1", "THIEF1", "10", "15")
    bow, shield, doppel, thief, ten, fifteen = tavern
    assert action_words(BowAction(bow, 2), names) == f"play the {bow.name} at Bruno"
    assert action_words(ThiefAction(thief, 1), names) == f"play the {thief.name} robbing Ada"
    assert action_words(ShieldAction(shield, "axe"), names) == f"play the {shield.name} naming axes"
    assert action_words(DoppelAction(doppel, ten, ten), names) == (
        f"play the {doppel.name} copying the race and weapon of the {ten.name}"
    )
    assert action_words(DoppelAction(doppel, ten, fifteen), names) == (
        f"play the {doppel.name} copying the race of the {ten.name} and the weapon of the {fifteen.name}"
    )
    from rules.copper_trickster.deck import copper_deck

    seven = copper_deck().card("7B")
    assert action_words(Bribe(seven, "bad"), names) == "bribe with the 7 of Bulls to look at the Bad slot"
    vaz = vazerneiros_deck()
    assert action_words(RumorAction(9), names) == "choose rumor 9"
    assert action_words(TrumpAction("P"), names) == "make Paladins trump"
    assert action_words(LeadAction(1), names) == "send Ada to lead the next trick"
    assert action_words(LeadAction(0), names) == "lead the next trick yourself"
    card = vaz.card("B1")
    assert action_words(PlayAction(card), names) == f"play the {card.name}"
    assert action_words(PlayAction(card, half=1), names) == f"play the {card.name} as the Barbarian 1.5, by potions"
    assert action_words(PlayAction(card, number=5, elixir="number"), names) == f"play the {card.name} as the Barbarian 5, by the Elixir"
    assert action_words(LeadAction(2)) == "send Player 3 to lead the next trick"  # no names: numbered


def tavern_deck_cards(*codes: str) -> list[Any]:
    from rules.tavern_tricks.deck import tavern_deck

    deck = tavern_deck()
    return [deck.card(code) for code in codes]


def _decision(stats: list[tuple[str, int, float, float]], mixed: bool = False) -> Decision:
    rows = tuple(ActionStats(a, n, r, w) for a, n, r, w in stats)
    return Decision(rows[0].action, rows, mixed, sum(n for _, n, _, _ in stats), 0.5)


def test_the_why_comes_from_the_search_statistics() -> None:
    assert explain(_decision([("pass", 0, 0.0, 0.0)])) == "It is your only legal move."
    clear = explain(_decision([("lead", 80, 0.7, 0.0), ("hold", 20, 0.5, 0.0)]))
    assert clear == "In 100 trial games the hard bot played from here, this came out clearly best; the next best was to hold."
    ahead = explain(_decision([("lead", 70, 0.6, 0.0), ("hold", 30, 0.55, 0.0)]))
    assert ahead == "In 100 trial games the hard bot played from here, this came out best; the next best was to hold."
    close = explain(_decision([("lead", 51, 0.61, 0.0), ("hold", 49, 0.60, 0.0)]))
    assert close == "A close call: in 100 trial games the hard bot played from here, to hold did about as well."
    # a move tried less often that scored more so far: a close call, never "rated higher"
    behind = explain(_decision([("lead", 60, 0.55, 0.0), ("hold", 30, 0.58, 0.0)]))
    assert behind == "A close call: in 90 trial games the hard bot played from here, to hold did about as well."
    far = explain(_decision([("lead", 60, 0.40, 0.0), ("hold", 10, 0.60, 0.0)]))  # far more, far fewer tries
    assert far == (
        "In 70 trial games the hard bot played from here, this held up best; to hold scored more, "
        "but over too few tries to count on."
    )
    assert explain(_decision([("lead", 1, 0.5, 0.0), ("hold", 0, 0.0, 0.0)])).startswith("In 1 trial game the hard bot played from here,")
    alone = explain(_decision([("lead", 40, 0.55, 0.0), ("hold", 0, 0.0, 0.0)]))
    assert alone == "In 40 trial games the hard bot played from here, this came out best."
    assert not any("/100" in text for text in (clear, ahead, close, behind, alone))
    mixed = explain(_decision([("bid 3", 60, 0.5, 0.6), ("bid 4", 40, 0.5, 0.4)], mixed=True))
    assert "60% of the time" in mixed and "mixes in 1 other," in mixed
    settled = explain(_decision([("bid 3", 90, 0.5, 1.0), ("bid 4", 10, 0.5, 0.0)], mixed=True))
    assert settled == (
        "In 100 trial games the hard bot played from here, it settled on this: "
        "the others' best answers do not shake it."
    )


# --- at the table -----------------------------------------------------------------------------
def _quick_suggest(game_id: str, observation: Any, seed: int, pool: Any = None, budget: Any = None, name: Any = numbered) -> Hint:
    return suggest(game_id, observation, seed, pool=None, budget=budget, iterations=ITERATIONS, name=name)


def _key(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def _open_at_my_turn(app: App, match: Match) -> Any:
    """The table of ``match``, stepped until seat 0's human may act."""
    table = app.scenes.table(match)
    app.stack.push(table)
    for _ in range(400):
        if table.driver.my_turn():
            return table
        app.step()
    pytest.fail("the human's turn never came")


def _hint_now(app: App, table: Any, ask: Callable[[], None] | None = None) -> None:
    """Ask for a hint (by ``ask``, else ``ask_hint``) and wait until it is on the table (its
    worker joined, its answer posted)."""
    threads: list[threading.Thread] = []
    advise = table.runner.advise

    def spy(*args: Any, **kwargs: Any) -> Any:
        worker = advise(*args, **kwargs)
        if worker is not None:
            threads.append(worker)
        return worker

    table.runner.advise = spy
    (ask or table.ask_hint)()
    assert len(threads) == 1
    threads[0].join(JOIN_S)
    assert not threads[0].is_alive()
    app.step()  # the hint comes back through post, on this thread
    assert table.input.suggested is not None


def test_h_at_the_table_badges_the_suggested_card_and_says_why(app: App, monkeypatch: Any) -> None:
    monkeypatch.setattr(game.bots, "suggest", _quick_suggest)  # a short search, in this process
    app.settings.animation_speed = "off"
    match = Match.new("copas", [SeatConfig("You", HUMAN), SeatConfig("Bruno"), SeatConfig("Carmen")], seed=3)
    table = _open_at_my_turn(app, match)
    assert "Hint (H)" in [b.text for b in table.buttons]
    _hint_now(app, table, lambda: table.handle_event(_key(pygame.K_h)))
    badged = [key for key, mark in table.input.marks().items() if mark.badge == HINT_BADGE]
    assert len(badged) == 1 and badged[0].startswith("hand:")
    assert table.tooltip is not None and table.tooltip[0].startswith("Hint: play the ")
    card_name = table.tooltip[0].removeprefix("Hint: play the ").split(".")[0]
    hand = {c.name: c for c in match.observation(0).hand}
    assert badged == [hand_key(hand[card_name])]
    assert hand[card_name] in {a.card for a in match.observation(0).legal_actions}
    assert table.runner.pool().started is False  # the patched search ran here, no process started
    assert table.input.cursor == badged[0]  # the arrow keys' cursor waits on the hinted card
    played = len(match.record.actions)
    table.handle_event(_key(pygame.K_RETURN))  # Enter takes the hint
    assert len(match.record.actions) == played + 1
    assert hand[card_name] not in match.observation(0).hand
    app.step()
    assert table.tooltip is None  # the hint's line goes with its turn


def test_a_hint_beyond_the_hand_is_badged_and_enter_takes_it(app: App, monkeypatch: Any) -> None:
    """The Supplier's great suit is no card of the hand: the hint badges its piece, the cursor
    goes there, and Enter takes it."""
    monkeypatch.setattr(game.bots, "suggest", _quick_suggest)
    app.settings.animation_speed = "off"
    seats = [SeatConfig("You", HUMAN), SeatConfig("Bruno"), SeatConfig("Carmen")]
    match = next(
        m for seed in range(40) if (m := Match.new("copper_trickster", seats, seed=seed)).state.to_move() == (0,)
    )
    table = _open_at_my_turn(app, match)
    hinted: list[Any] = []
    suggest_on_input = table.input.suggest

    def keep(choice: Any, action: Any, cards: Any) -> None:
        hinted.append(action)
        suggest_on_input(choice, action, cards)

    table.input.suggest = keep  # type: ignore[method-assign]
    _hint_now(app, table)
    assert hinted and type(hinted[0]).__name__ == "GreatAction"
    put = table.input
    steps = table.driver.choice.leads_to(hinted[0], ())
    assert steps and put.cursor == steps[0]  # the suit's piece on the indicator (a button would take the focus)
    assert put.marks()[steps[0]].badge == HINT_BADGE
    table.handle_event(_key(pygame.K_RETURN))
    assert match.record.actions[-1] == (0, str(hinted[0]))  # the record keeps the action as text


def test_at_a_table_of_bots_only_h_waits_for_no_turn(app: App) -> None:
    """Watching bots play (seat 0 shown, a bot's seat): no hint is promised on its turns."""
    app.settings.animation_speed = "normal"
    match = Match.new("copas", [SeatConfig("Ada"), SeatConfig("Bruno"), SeatConfig("Carmen")], seed=3)
    table = app.scenes.table(match)
    app.stack.push(table)
    told: list[str] = []
    table.tell = told.append  # type: ignore[method-assign]
    for _ in range(2000):
        if 0 in match.state.to_move():
            break
        app.step()
    table.ask_hint()
    assert told == ["A hint is for your own turn: ask when it is your move."] and not table.hint_waiting


def test_a_step_of_the_players_own_leaves_their_cursor_where_they_put_it(app: App, monkeypatch: Any) -> None:
    """After a hint, a card the player picks that is not the hint's next step does not move the
    cursor onto the hint's way (the player is choosing otherwise)."""
    monkeypatch.setattr(game.bots, "suggest", _quick_suggest)
    app.settings.animation_speed = "off"
    seats = [SeatConfig("You", HUMAN), SeatConfig("Bruno"), SeatConfig("Carmen")]
    # A table where a bot names the great suit, so the human's first turn is the discard and pass.
    match = next(m for seed in range(40) if (m := Match.new("copper_trickster", seats, seed=seed)).state.to_move() != (0,))
    table = _open_at_my_turn(app, match)
    assert match.state.phase == "pass"
    _hint_now(app, table)
    put = table.input
    hinted = put.cursor
    assert hinted is not None and hinted.startswith("hand:")
    badges = sorted(m.badge for m in put.marks().values() if m.badge.startswith(HINT_BADGE))
    assert badges == [f"{HINT_BADGE}: discard", f"{HINT_BADGE}: pass"]  # the two cards told apart
    assert put.marks()[hinted].badge == f"{HINT_BADGE}: discard"
    own = next(k for k, m in put.marks().items() if m.pickable and k.startswith("hand:") and k != hinted)
    put.cursor = own
    put.pick(own)
    assert put.cursor == own
    put.cursor = None
    put.pick(own)  # taken back: the hint's way is open again
    put.cursor = hinted
    put.pick(hinted)  # the hint's own step: the cursor moves on to its next card
    assert put.cursor is not None and put.cursor != hinted and put.marks()[put.cursor].badge == f"{HINT_BADGE}: pass"


def test_h_again_on_the_same_turn_shows_the_same_hint_without_searching_again(app: App, monkeypatch: Any) -> None:
    """Halfway through the discard and pass, H again shows the first hint, not a new search's
    (which, on the clock, may pick other cards than those already chosen); a new turn searches."""
    monkeypatch.setattr(game.bots, "suggest", _quick_suggest)
    app.settings.animation_speed = "off"
    seats = [SeatConfig("You", HUMAN), SeatConfig("Bruno"), SeatConfig("Carmen")]
    match = next(m for seed in range(40) if (m := Match.new("copper_trickster", seats, seed=seed)).state.to_move() != (0,))
    table = _open_at_my_turn(app, match)
    _hint_now(app, table)
    first = table.tooltip[0]
    put = table.input
    put.pick(put.cursor)  # the hint's first card chosen
    asked: list[Any] = []
    table.runner.advise = lambda *args, **kwargs: asked.append(args)  # type: ignore[method-assign]
    table.tooltip = None
    table.ask_hint()
    assert asked == [] and table.tooltip is not None and table.tooltip[0] == first
    assert put.cursor is not None and put.marks()[put.cursor].badge == f"{HINT_BADGE}: pass"  # on to its second card
    table.driver.choice = object()  # another turn
    table.ask_hint()
    assert len(asked) == 1


def test_h_out_of_turn_says_a_hint_is_for_your_turn(app: App) -> None:
    app.settings.animation_speed = "off"
    match = Match.new("copas", [SeatConfig("You", HUMAN), SeatConfig("Bruno"), SeatConfig("Carmen")], seed=3)
    table = app.scenes.table(match)
    app.stack.push(table)
    table.driver.choice = None
    told: list[str] = []
    table.tell = told.append  # type: ignore[method-assign]
    table.ask_hint()
    assert told == ["A hint is for your own turn: ask when it is your move."]
    assert not table.runner.advising


def test_h_while_the_cards_still_move_on_your_turn_waits_and_then_hints(app: App, monkeypatch: Any) -> None:
    """H pressed on the human's turn while the deal or a trick is still shown is kept, not
    refused, and the hint is worked out once the table is still."""
    monkeypatch.setattr(game.bots, "suggest", _quick_suggest)
    app.settings.animation_speed = "normal"
    match = Match.new("copas", [SeatConfig("You", HUMAN), SeatConfig("Bruno"), SeatConfig("Carmen")], seed=3)
    table = app.scenes.table(match)
    app.stack.push(table)
    asked: list[Any] = []
    advise = table.runner.advise

    def spy(*args: Any, **kwargs: Any) -> Any:
        worker = advise(*args, **kwargs)
        asked.append(worker)
        return worker

    table.runner.advise = spy  # type: ignore[method-assign]
    for _ in range(2000):
        if 0 in match.state.to_move() and not table.driver.my_turn():
            break
        app.step()
    else:
        pytest.fail("the human's turn never came while the table moved")
    told: list[str] = []
    table.tell = told.append  # type: ignore[method-assign]
    table.handle_event(_key(pygame.K_h))
    assert told == ["Working out a hint once the cards stop moving…"] and asked == []
    for _ in range(2000):
        if asked:
            break
        app.step()
    assert table.driver.my_turn() and len(asked) == 1 and asked[0] is not None
    asked[0].join(JOIN_S)
    app.step()
    assert table.tooltip is not None and table.tooltip[0].startswith("Hint: play the ")
    assert not table.hint_waiting


def test_a_waiting_hint_is_dropped_when_the_turn_goes_elsewhere(app: App) -> None:
    app.settings.animation_speed = "off"
    match = Match.new("copas", [SeatConfig("You", HUMAN), SeatConfig("Bruno"), SeatConfig("Carmen")], seed=3)
    table = app.scenes.table(match)
    app.stack.push(table)
    table.hint_waiting = True
    table.driver.viewer = next(s for s in range(3) if s not in match.state.to_move())  # not its turn now
    table._ask_waiting_hint()
    assert not table.hint_waiting and not table.runner.advising


def test_the_setup_screen_offers_normal_and_hard_per_seat_but_never_the_oracle(app: App) -> None:
    from game.scenes.setup import LEVEL_HINTS, SetupScene

    for game_id in all_games():
        app.settings.last_setup = {"game": game_id}
        scene = SetupScene(lambda match: None)
        app.stack.push(scene)
        app.step()
        offered = [value for value, _label in scene.level_choices[1].choices]
        assert offered[-2:] == ["normal", "hard"] and "oracle" not in offered
        assert {"normal", "hard"} <= set(LEVEL_HINTS)
        app.stack.pop()


@pytest.mark.parametrize(("headless", "human", "warmed"), [(False, True, True), (True, True, False), (False, False, False)])
def test_a_table_in_a_window_with_a_player_readies_the_hints_search_as_it_opens(
    app: App, monkeypatch: Any, headless: bool, human: bool, warmed: bool
) -> None:
    """Easy bots search nothing, but a player may press H: in a window the search processes
    start as the table opens, so the first hint does not wait for them. Headless (tests,
    benchmarks) or with no player at the table, nothing starts for hints."""
    asked: list[bool] = []
    monkeypatch.setattr(game.bots.BotRunner, "warm", lambda self, game_id, bots, hints=False: asked.append(hints))
    first = SeatConfig("You", HUMAN) if human else SeatConfig("Ada")
    match = Match.new("copas", [first, SeatConfig("Bruno"), SeatConfig("Carmen")], seed=3)
    app.headless = headless  # read only by the table as it opens: set back before a frame is drawn
    try:
        app.stack.push(app.scenes.table(match))
    finally:
        app.headless = True
    assert asked == [warmed]
