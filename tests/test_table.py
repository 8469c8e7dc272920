"""The table scene: playing by drag, click and keyboard; illegal drops; bots; hot-seat secrecy;
saving after every trick and continuing."""

from __future__ import annotations

import random

import pygame
import pytest

from game.app import App
from game.match import HUMAN, Match, SeatConfig
from game.scenes.table import TableScene
from tests.synthetic import click, key
from tests.table_driver import (
    advance,
    drawn_faces,
    find_table,
    legal_cards,
    play_by_click,
    play_by_drag,
    play_by_keys,
    play_to_the_end,
    settle,
    wait_for_my_turn,
)


@pytest.fixture
def quiet_app(app: App) -> App:
    app.settings.animation_speed = "off"
    return app


def start(app: App, game: str, seats: list[SeatConfig], seed: int = 1) -> tuple[Match, TableScene]:
    match = Match.new(game, seats, seed=seed)
    table = app.scenes.table(match)
    app.stack.push(table)
    settle(app)
    return match, table


def you_and_bots(n: int) -> list[SeatConfig]:
    return [SeatConfig("You", HUMAN)] + [SeatConfig(f"Bot{i}") for i in range(1, n)]




@pytest.mark.parametrize("how", [play_by_click, play_by_drag, play_by_keys])
def test_a_card_is_played_by_click_drag_or_keys(quiet_app, how):
    match, table = start(quiet_app, "copas", you_and_bots(4))
    wait_for_my_turn(quiet_app, table)
    before = len(match.record.actions)
    card = legal_cards(table)[0]
    how(quiet_app, table, card)
    assert match.record.actions[before] == (0, f"play {card.code}")


def test_an_illegal_drop_slides_back_and_says_why(quiet_app):
    match, table = start(quiet_app, "copas", you_and_bots(4), seed=4)
    for _ in range(20):
        wait_for_my_turn(quiet_app, table)
        illegal = [c for c in table.driver.shown.hand if c not in legal_cards(table)]
        if illegal:
            break
        play_by_click(quiet_app, table, legal_cards(table)[0])
    assert illegal, "seed 4 gives the human a hand that cannot follow freely"
    card = illegal[0]
    home = table.view.get(f"hand:{card.code}").pos
    actions = len(match.record.actions)
    play_by_drag(quiet_app, table, card)
    assert table.tooltip is not None and "must follow" in table.tooltip[0]
    settle(quiet_app)
    assert len(match.record.actions) == actions
    sprite = table.view.get(f"hand:{card.code}")
    assert sprite is not None and sprite.pos == pytest.approx(home)


def test_dropping_outside_the_table_plays_nothing(quiet_app):
    match, table = start(quiet_app, "copas", you_and_bots(3))
    wait_for_my_turn(quiet_app, table)
    card = legal_cards(table)[0]
    sprite = table.view.get(f"hand:{card.code}")
    start_pos = sprite.rect.center
    from tests.synthetic import down, move, up

    far = (5, 5)
    actions = len(match.record.actions)
    quiet_app.step([move(start_pos), down(start_pos), move((start_pos[0], start_pos[1] - 30)), move(far), up(far)])
    assert "Drop the card" in table.tooltip[0]
    settle(quiet_app)
    assert len(match.record.actions) == actions


def test_a_bid_is_placed_by_click(quiet_app):
    match, table = start(quiet_app, "assassins_trick", you_and_bots(2))
    wait_for_my_turn(quiet_app, table)
    card = legal_cards(table)[0]
    play_by_click(quiet_app, table, card)
    assert (0, f"bid {card.code}") in match.record.actions


def test_clicking_out_of_turn_explains_whose_turn_it_is(quiet_app):
    match, table = start(quiet_app, "copas", you_and_bots(4), seed=2)
    wait_for_my_turn(quiet_app, table)
    quiet_app.settings.animation_speed = "slow"
    quiet_app.settings_changed()
    first = legal_cards(table)[0]
    play_by_click(quiet_app, table, first)
    actions = len(match.record.actions)
    other = next(c for c in table.driver.shown.hand if c is not first)
    sprite = table.view.get(f"hand:{other.code}")
    quiet_app.step(click(sprite.rect.center))
    assert len(match.record.actions) == actions
    assert table.tooltip is not None
    assert "turn" in table.tooltip[0] or "Wait" in table.tooltip[0]


@pytest.mark.parametrize("game,players", [("copas", 5), ("assassins_trick", 3)])
def test_bots_alone_play_a_whole_game(quiet_app, game, players):
    match, table = start(quiet_app, game, [SeatConfig(f"B{i}") for i in range(players)], seed=9)
    play_to_the_end(quiet_app, random.Random(0))
    assert match.is_over()
    assert type(quiet_app.stack.top).__name__ == "GameOverScene"


@pytest.mark.parametrize(
    "game,seats",
    [
        ("copas", [SeatConfig("Ana", HUMAN), SeatConfig("Bo", HUMAN), SeatConfig("Cy")]),
        ("assassins_trick", [SeatConfig("Ana", HUMAN), SeatConfig("Bo", HUMAN)]),
    ],
)
def test_hot_seat_never_shows_a_hand_to_anyone_else(quiet_app, game, seats):
    """Every frame: no card of another seat's hand is drawn face up, and every ``bid:`` piece of
    a seat other than the viewer shows a back until the bids are revealed."""
    match, table = start(quiet_app, game, seats, seed=5)
    checked = {"frames": 0, "handoffs": 0, "bids": 0}

    def check(app: App) -> None:
        faces = drawn_faces(app)
        top = type(app.stack.top).__name__
        viewer = table.viewer
        for seat, hand in enumerate(match.state.hands):
            if seat == viewer:
                continue
            shown = [c for c in faces if c in hand]
            assert not shown, f"{match.name(seat)}'s {shown} drawn face up while {viewer} watches ({top})"
        revealed = {c for r in match.observation(0).history for _, c in getattr(r, "bids", ())}
        for bid_key in table.view.keys("bid:"):
            seat = int(bid_key.split(":")[1])
            sprite = table.view.get(bid_key)
            if seat == viewer or not sprite.visible:
                continue
            checked["bids"] += 1
            if sprite.shows_face:
                assert sprite.card in revealed, (
                    f"{match.name(seat)}'s pending bid {sprite.card} drawn face up while {viewer} watches ({top})"
                )
                assert sprite.card in faces
        if top == "HandoffScene":
            checked["handoffs"] += 1
            assert not table.view.keys("hand:"), "a hand is still laid out under the hand-off screen"
        checked["frames"] += 1

    play_to_the_end(quiet_app, random.Random(3), on_frame=check)
    assert match.is_over()
    assert checked["handoffs"] > 5
    if game == "assassins_trick":
        assert checked["bids"] > 20, "no pending bid of another seat was ever on the table"


def test_the_game_is_saved_after_each_trick_and_continues(app_paths):
    app = App(headless=True, size=(1280, 720), paths=app_paths)
    app.settings.animation_speed = "off"
    app.go_to_title()
    match, table = start(app, "copas", you_and_bots(4), seed=11)
    for _ in range(6):
        wait_for_my_turn(app, table)
        play_by_click(app, table, legal_cards(table)[0])
    settle(app)
    assert table.driver.saver is not None and table.driver.saver.flush()  # saves are written on their own thread
    assert app_paths.current_save.exists()
    app.go_to_title()  # leaving the table saves it too
    app.close()

    again = App(headless=True, size=(1280, 720), paths=app_paths)
    again.go_to_title()
    again.step()
    assert again.continue_available()
    again.continue_game()
    settle(again)
    resumed = find_table(again)
    assert resumed is not None
    assert resumed.match.record.actions == match.record.actions
    assert resumed.match.observation(0) == match.observation(0)
    # The log goes on from where it was: the cards played before the save are in it.
    assert resumed.driver.log == table.driver.log
    again.close()


def test_the_table_draws_at_the_smallest_window(quiet_app):
    quiet_app.resize((960, 600))
    match, table = start(quiet_app, "copas", you_and_bots(5))
    wait_for_my_turn(quiet_app, table)
    area = table.view.rect("hand")
    for sprite in (table.view.get(k) for k in table.view.keys("hand:")):
        assert quiet_app.screen.get_rect().contains(sprite.rect)
        assert area.inflate(4, 4).contains(sprite.rect) or sprite.lift


@pytest.mark.parametrize("game", ["copas", "assassins_trick"])
def test_a_whole_game_from_the_title_screen_to_game_over(quiet_app, game):
    """Only synthetic mouse and keys: New game, pick the game and a seed, Start, play every
    card, close every summary, and land on the game-over screen, then back to the title."""
    app = quiet_app
    title = app.stack.top
    app.step(click(title.panel.widgets[0].rect.center))  # New game
    setup = app.stack.top
    assert type(setup).__name__ == "SetupScene"
    for _ in range(4):
        if setup.game_id == game:
            break
        arrow = setup.game_choice.rect
        app.step(click((arrow.right - 10, arrow.centery)))  # the choice's right arrow
        if setup.game_id != game:
            app.step([key(pygame.K_RIGHT)])
    assert setup.game_id == game
    app.step(click(setup.seed_input.rect.center))
    from tests.synthetic import text

    app.step([key(pygame.K_BACKSPACE)] * 12 + [text("77")])
    app.step(click(setup.start_button.rect.center))
    table = find_table(app)
    assert table is not None and table.match.info.id == game and table.match.record.seed == 77
    play_to_the_end(app, random.Random(1))
    over = app.stack.top
    assert type(over).__name__ == "GameOverScene"
    assert table.match.is_over()
    assert not app.paths.current_save.exists()  # a finished game is not offered to continue
    app.step([key(pygame.K_ESCAPE)])  # Escape is "Title"
    assert type(app.stack.top).__name__ == "TitleScene"


def test_when_the_loop_goes_idle_the_screen_is_up_to_date(app_paths):
    """The real loop draws only when something changed; the last frame it drew before waiting
    for the human must be what the table looks like now (legal cards raised and all)."""
    import threading

    app = App(headless=True, size=(1280, 720), paths=app_paths)
    app.settings.animation_speed = "fast"
    match = Match.new("copas", you_and_bots(3), seed=8)
    app.stack.push(app.scenes.table(match))
    table = find_table(app)

    def stop_when_my_turn() -> None:
        for _ in range(400):
            if table.driver.my_turn() and not table.anims.busy:
                break
            threading.Event().wait(0.02)
        threading.Event().wait(0.5)  # let the loop settle into waiting
        app.post(app.quit)

    watcher = threading.Thread(target=stop_when_my_turn)
    watcher.start()
    app.run()
    watcher.join()
    assert table.driver.my_turn()
    last_drawn = app.screen.copy()
    app.draw()
    assert pygame.image.tobytes(last_drawn, "RGB") == pygame.image.tobytes(app.screen, "RGB")
    app.close()


def test_a_notice_given_to_the_table_shows_over_it_when_it_opens(quiet_app):
    match = Match.new("copas", you_and_bots(3), seed=3)
    table = quiet_app.scenes.table(match, animate_opening=False, notice="Bruno's bot level was replaced.")
    quiet_app.stack.push(table)
    quiet_app.step()
    top = quiet_app.stack.top
    assert type(top).__name__ == "MessageScene" and top.text == "Bruno's bot level was replaced."
    quiet_app.step([key(pygame.K_RETURN)])
    assert quiet_app.stack.top is table


@pytest.mark.parametrize("opener", ["open_pause", "open_scores"])
def test_play_waits_while_the_menu_or_score_sheet_is_open(quiet_app, opener):
    """Bots alone at the table: nothing is played while the player looks at the menu or the
    score sheet; closing it lets the game go on."""
    match = Match.new("copas", [SeatConfig(f"B{i}") for i in range(4)], seed=9)
    table = quiet_app.scenes.table(match)
    quiet_app.stack.push(table)
    quiet_app.step()
    getattr(table, opener)()
    settle(quiet_app)  # a bot that was already thinking may still answer
    before = len(match.record.actions)
    for _ in range(200):
        advance(quiet_app)  # a bot asked meanwhile would answer, and be caught below
    assert len(match.record.actions) == before, "bots played while the overlay was open"
    quiet_app.stack.pop()
    for _ in range(200):
        advance(quiet_app)
        if len(match.record.actions) > before:
            break
    assert len(match.record.actions) > before, "the game did not go on after the overlay closed"
