"""The table's panels read the shown observation, never the live state: while the last trick of
a round is still landing, the score panel keeps the totals the players have seen so far."""

from __future__ import annotations

import pygame

from game.app import App
from game.match import Match, SeatConfig
from game.table.panels import pill_place, score_text
from rules.core.events import RoundScored
from tests.table_driver import wait_for_post


def test_the_score_panel_waits_for_the_round_ending_trick_to_land(app_paths):
    app = App(headless=True, size=(1280, 720), paths=app_paths)
    app.settings.animation_speed = "normal"
    app.go_to_title()
    match = Match.new("copas", [SeatConfig("Ada"), SeatConfig("Bruno"), SeatConfig("Carmen")], seed=3)
    table = app.scenes.table(match)
    app.stack.push(table)
    seen_while_landing = 0
    for _ in range(20_000):
        app.step(dt=1 / 60)
        if app.stack.top is not table:
            break  # the round summary is up: the round-ending trick has landed
        driver = table.driver
        if table.anims.busy and any(isinstance(e, RoundScored) for e in driver.pending):
            state_scores = tuple(score_text(s) for s in match.state.result().scores)
            assert state_scores != ("0", "0", "0"), "the rules have scored the round"
            assert table.panels.scores_drawn == tuple(score_text(s) for s in driver.shown.scores)
            assert table.panels.scores_drawn == ("0", "0", "0"), "the round's totals showed before its last trick landed"
            seen_while_landing += 1
        elif driver.runner is not None and driver.runner.busy and not table.anims.busy:
            wait_for_post(app, "a bot's answer")
    assert seen_while_landing > 10, "never watched the last trick of the round land"
    assert type(app.stack.top).__name__ == "RoundSummaryScene"
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
    for _ in range(2000):
        app.step(dt=1 / 60)
        if not table.anims.busy and not table.driver.pending and table.driver.shown.round_no == 2:
            break
    app.step()
    assert table.panels.scores_drawn == tuple(score_text(s) for s in match.state.result().scores)
    app.close()


def test_the_words_on_two_chosen_cards_side_by_side_do_not_overlap() -> None:
    """'Discard' and 'Pass' on neighbouring cards of a fanned hand: the second pill moves up a row."""
    import pygame

    from game.table.panels import clear_of

    discard = pygame.Rect(100, 500, 80, 24)
    pass_pill = pygame.Rect(140, 500, 60, 24)  # the next card's left edge is only 40 px further
    moved = clear_of(pass_pill, [discard], 3)
    assert not moved.colliderect(discard)
    assert moved.left == pass_pill.left and moved.bottom == discard.top - 3
    apart = pygame.Rect(300, 500, 60, 24)
    assert clear_of(apart, [discard], 3) == apart


def test_a_hint_on_a_piece_off_the_hand_sits_on_that_piece_not_in_the_gap_over_the_next() -> None:
    """Vazerneiros' rumors stand in a column a few pixels apart, as The Trickster Proposition's
    slots stand over the panel of the player's suit: a pill mostly below the first (as on a
    fanned hand's card) would read as the second's. Off the hand it sits half on the piece's
    own top, clear of the piece above it and of the one below."""
    pill = pygame.Rect(0, 0, 34, 14)
    upper, lower = pygame.Rect(570, 158, 200, 60), pygame.Rect(570, 226, 200, 60)  # 8 px apart, as at 960x600
    for card, other in ((upper, lower), (lower, upper)):
        placed = pill_place(pill, card, False, 4)
        inside = placed.clip(card)
        assert inside.width * inside.height * 2 >= placed.width * placed.height, "not mostly on its card"
        assert not placed.colliderect(other), f"{placed} touches the next card {other}"
    hand_card = pygame.Rect(300, 450, 73, 110)
    placed = pill_place(pill, hand_card, True, 4)
    assert placed.left == hand_card.left + 4 and placed.bottom > hand_card.bottom, "on a playing card: below its foot"
