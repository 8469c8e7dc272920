"""Widgets, text fitting, focus, the rules view, and layouts that fit at every window size."""

from __future__ import annotations

from itertools import combinations
from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from game.ui.fonts import Fonts
from game.ui.focus import FocusManager
from game.ui.scrollview import ScrollView
from game.ui.text import ELLIPSIS, ellipsize, fit_lines, initials, parse_markdown, wrap
from game.ui.widgets import Button, Choice, Label, Slider, TextInput, Toggle
from rules.core.registry import all_games
from tests.synthetic import click, down, key, move, resize, text, up, wheel

LONG_RULES = "# Heading\n" + "\n\n".join(
    f"## Part {i}\nSome words about part {i} that go on for a while to make the text wrap.\n- a bullet\n- another bullet"
    for i in range(40)
)


@pytest.fixture(scope="module")
def fonts() -> Fonts:
    pygame.font.init()
    return Fonts()


# --- text ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("width", [1, 5, 40, 120, 400])
def test_wrap_never_exceeds_width(fonts: Fonts, width: int) -> None:
    font = fonts.get(30)
    sample = "A supercalifragilisticexpialidocious word\nand a\tsecond paragraph with several words in it"
    for line in wrap(font, sample, width):
        assert font.size(line)[0] <= width or len(line) == 1


def test_ellipsize(fonts: Fonts) -> None:
    font = fonts.get(30)
    assert ellipsize(font, "short", 500) == "short"
    cut = ellipsize(font, "a rather long piece of text", 80)
    assert cut.endswith(ELLIPSIS) and font.size(cut)[0] <= 80
    assert font.size(ellipsize(font, "abc", 3))[0] <= 3


def test_initials_keep_a_seat_number_whole() -> None:
    assert initials("Player 3") == "P3"
    assert initials("Player 12") == "P12"
    assert initials("Ana Lu") == "AL"
    assert initials("Carmen") == "Carmen"  # one word: left to ellipsize
    assert initials("ana lu") == "AL" and initials("Bot #3") == "B3" and initials("(Bot) Ana") == "BA"
    assert initials("Player 3 (hard)") == "P3H" and initials("- -") == "- -"


def test_a_score_grid_too_narrow_for_its_names_heads_its_columns_with_initials(fonts: Fonts) -> None:
    from game.ui.score_grid import GridRow, ScoreGrid

    names = [f"Player {n}" for n in range(1, 7)]
    grid = ScoreGrid(fonts, names, [GridRow("Start", ["20"] * 6)])
    grid.place(pygame.Rect(0, 0, 380, 200), 22)
    boxes = [grid._col_rect(i, 0, 30) for i in range(6)]
    assert [grid._header(n, b) for n, b in zip(names, boxes)] == ["P1", "P2", "P3", "P4", "P5", "P6"]
    drawn: list[str] = []
    grid._text = lambda surface, text, *rest, **kw: drawn.append(text)  # type: ignore[method-assign]
    grid.draw(pygame.Surface((380, 200)))
    assert all(f"P{n}" in drawn for n in range(1, 7)) and "Player 1" not in drawn
    grid.place(pygame.Rect(0, 0, 1200, 200), 22)
    boxes = [grid._col_rect(i, 0, 30) for i in range(6)]
    assert [grid._header(n, b) for n, b in zip(names, boxes)] == names  # room enough: the names


def test_fit_lines_stays_in_box(fonts: Fonts) -> None:
    size, lines = fit_lines(fonts, "word " * 200, 200, 60, 30, 14)
    assert len(lines) * fonts.line_height(size) <= 60 or len(lines) == 1
    assert all(fonts.get(size).size(line)[0] <= 200 for line in lines)


def test_markdown_blocks() -> None:
    blocks = parse_markdown("# Title\nfirst line\nsecond line\n\n- one\n  continued\n- **two**\n1. numbered\n## Sub")
    assert [(b.kind, b.text) for b in blocks] == [
        ("heading", "Title"),
        ("paragraph", "first line second line"),
        ("bullet", "one continued"),
        ("bullet", "two"),
        ("bullet", "numbered"),
        ("heading", "Sub"),
    ]
    assert blocks[0].level == 1 and blocks[-1].level == 2 and blocks[4].marker == "1."


# --- widgets ---------------------------------------------------------------------------------------
def test_button_mouse_and_keyboard(fonts: Fonts) -> None:
    hits: list[int] = []
    b = Button(fonts, "Go", lambda: hits.append(1))
    b.place(pygame.Rect(10, 10, 100, 40), 30)
    for e in click((50, 30)):
        b.handle_event(e)
    assert hits == [1]
    b.handle_event(down((50, 30)))
    b.handle_event(up((500, 300)))  # released outside: no click
    assert hits == [1]
    b.handle_event(key(pygame.K_RETURN))  # not focused
    assert hits == [1]
    b.focused = True
    b.handle_event(key(pygame.K_RETURN))
    b.handle_event(key(pygame.K_SPACE))
    assert hits == [1, 1, 1]
    b.enabled = False
    b.handle_event(key(pygame.K_RETURN))
    for e in click((50, 30)):
        b.handle_event(e)
    assert len(hits) == 3
    b.enabled = True
    for e in click((50, 30), button=3):  # right button does nothing
        b.handle_event(e)
    assert len(hits) == 3


def test_choice_toggle_slider(fonts: Fonts) -> None:
    surface = pygame.Surface((960, 600))
    changes: list[Any] = []
    c = Choice(fonts, "Speed", [("a", "A"), ("b", "B"), ("c", "C")], "b", changes.append)
    c.place(pygame.Rect(0, 0, 600, 50), 30)
    c.focused = True
    c.handle_event(key(pygame.K_RIGHT))
    c.handle_event(key(pygame.K_RIGHT))
    c.handle_event(key(pygame.K_LEFT))
    assert changes == ["c", "a", "c"] and c.value == "c"
    c.draw(surface)
    c.handle_event(down((c._control.left + 3, 25)))  # the left arrow
    assert c.value == "b"

    t = Toggle(fonts, "Sound", True, changes.append)
    t.place(pygame.Rect(0, 60, 600, 50), 30)
    t.handle_event(down((300, 80)))
    assert t.value is False
    t.focused = True
    t.handle_event(key(pygame.K_RIGHT))
    assert t.value is True
    t.draw(surface)

    s = Slider(fonts, "Volume", 0.7, changes.append, steps=10)
    s.place(pygame.Rect(0, 120, 600, 50), 30)
    s.draw(surface)
    s.focused = True
    s.handle_event(key(pygame.K_LEFT))
    assert s.value == pytest.approx(0.6)
    s.handle_event(key(pygame.K_END))
    assert s.value == 1.0
    track = s._track
    s.handle_event(down((track.left, track.centery)))
    assert s.value == 0.0
    s.handle_event(move((track.centerx, track.centery), buttons=(1, 0, 0)))
    assert s.value == pytest.approx(0.5)
    s.handle_event(up((track.centerx, track.centery)))
    s.handle_event(move((track.right, track.centery)))
    assert s.value == pytest.approx(0.5)  # no longer dragging


def test_text_input(fonts: Fonts) -> None:
    submitted: list[str] = []
    t = TextInput(fonts, "Seed", "", max_len=6, allowed=str.isdigit, on_submit=submitted.append)
    t.place(pygame.Rect(0, 0, 500, 50), 30)
    t.focused = True
    t.handle_event(text("12a3"))
    assert t.text == "123"
    t.handle_event(key(pygame.K_LEFT))
    t.handle_event(key(pygame.K_BACKSPACE))
    assert t.text == "13" and t.caret == 1
    t.handle_event(text("99999999"))
    assert t.text == "199993" and len(t.text) == 6
    t.handle_event(key(pygame.K_HOME))
    t.handle_event(key(pygame.K_DELETE))
    t.handle_event(key(pygame.K_RETURN))
    assert submitted == ["99993"]
    assert t.handle_event(key(pygame.K_q, unicode="q")) is True  # typed keys never leak to shortcuts
    t.draw(pygame.Surface((960, 600)))


def test_focus_manager_cycles_and_skips_disabled(fonts: Fonts) -> None:
    a, b, c = Button(fonts, "a"), Button(fonts, "b", enabled=False), Button(fonts, "c")
    label = Label(fonts, "not focusable")
    fm = FocusManager([a, label, b, c])
    assert fm.current is a and a.focused
    fm.handle_event(key(pygame.K_TAB))
    assert fm.current is c and not a.focused
    fm.handle_event(key(pygame.K_DOWN))
    assert fm.current is a
    fm.handle_event(key(pygame.K_TAB, mod=pygame.KMOD_LSHIFT))
    assert fm.current is c
    fm.handle_event(key(pygame.K_UP))
    assert fm.current is a


# --- scroll view -----------------------------------------------------------------------------------
def test_scroll_view_wheel_keys_and_drag(fonts: Fonts) -> None:
    view = ScrollView(fonts, LONG_RULES)
    view.place(pygame.Rect(0, 0, 600, 400), 26)
    assert view.max_scroll > 1000
    view.handle_event(wheel(-2))
    assert view.scroll > 0
    view.handle_event(key(pygame.K_HOME))
    assert view.scroll == 0
    view.handle_event(key(pygame.K_PAGEDOWN))
    page = view.scroll
    assert page > 200
    view.handle_event(key(pygame.K_DOWN))
    assert view.scroll > page
    view.handle_event(key(pygame.K_END))
    assert view.scroll == view.max_scroll
    view.handle_event(wheel(-50))
    assert view.scroll == view.max_scroll
    view.handle_event(key(pygame.K_PAGEUP))
    assert view.scroll < view.max_scroll
    view.handle_event(key(pygame.K_HOME))
    # drag the content up: it scrolls down
    view.handle_event(down((200, 300)))
    view.handle_event(move((200, 100)))
    view.handle_event(up((200, 100)))
    assert view.scroll == pytest.approx(200)
    # drag the scrollbar thumb to the bottom
    view.scroll_to(0)
    thumb = view._thumb()
    view.handle_event(down(thumb.center))
    view.handle_event(move((thumb.centerx, 2000)))
    view.handle_event(up((thumb.centerx, 2000)))
    assert view.scroll == view.max_scroll
    # clicking the track above the thumb pages up
    before = view.scroll
    view.handle_event(down((thumb.centerx, view._track().top + 1)))
    assert view.scroll < before
    view.draw(pygame.Surface((960, 600)))


def test_scroll_view_keeps_its_place_on_resize(fonts: Fonts) -> None:
    view = ScrollView(fonts, LONG_RULES)
    view.place(pygame.Rect(0, 0, 600, 400), 26)
    view.scroll_to(view.max_scroll / 2)
    view.place(pygame.Rect(0, 0, 900, 500), 30)
    assert view.scroll == pytest.approx(view.max_scroll / 2, rel=0.01)


def test_rules_view_scrolls_in_the_app(app: Any) -> None:
    from game.scenes.rules_view import RulesView

    scene = RulesView(SimpleNamespace(title="Test game", rules_text=LONG_RULES))
    app.stack.push(scene)
    app.step()
    assert scene.scroll is not None and scene.scroll.max_scroll > 0
    app.step([wheel(-3)])
    after_wheel = scene.scroll.scroll
    assert after_wheel > 0
    app.step([key(pygame.K_PAGEDOWN), key(pygame.K_DOWN)])
    assert scene.scroll.scroll > after_wheel
    app.step([key(pygame.K_ESCAPE)])
    assert scene not in app.stack


def test_rules_from_the_registry_via_the_title(app: Any) -> None:
    """Title -> Rules -> first game -> its rules text."""
    from game.scenes.rules_view import RulesMenuScene, RulesView

    app.step([key(pygame.K_DOWN), key(pygame.K_DOWN)])  # New game -> (Continue disabled) Rules -> Settings
    app.step([key(pygame.K_UP), key(pygame.K_RETURN)])
    assert isinstance(app.stack.top, RulesMenuScene)
    app.step([key(pygame.K_RETURN)])
    top = app.stack.top
    assert isinstance(top, RulesView)
    first = next(iter(all_games().values()))
    assert top.info is first and top.scroll is not None and top.scroll.content_height > 0


# --- layout at every size --------------------------------------------------------------------------
SIZES = [(960, 600), (1280, 720), (1920, 1080), (1024, 768), (2560, 1080), (640, 400), (960, 1200)]


def _panel_scenes(app: Any) -> list[Any]:
    f = app.scenes
    return [
        f.settings(),
        f.pause(next(iter(all_games()))),
        f.rules_menu(),
        f.message("Title", "A long message " * 20, on_cancel=lambda: None),
        f.message("Short", "OK?"),
    ]


@pytest.mark.parametrize("size", SIZES)
def test_panels_fit_and_nothing_overlaps(app: Any, size: tuple[int, int]) -> None:
    app.step([resize(size)])
    sw, sh = app.screen.get_size()
    screen = pygame.Rect(0, 0, sw, sh)
    title = app.stack.top
    assert title.panel is not None and screen.contains(title.panel.rect)
    for scene in _panel_scenes(app):
        app.stack.push(scene)
        app.step()
        panel = scene.panel
        assert screen.contains(panel.rect), (type(scene).__name__, panel.rect, screen)
        rects = [w.rect for w in panel.widgets]
        for r in rects:
            assert panel.rect.contains(r), (type(scene).__name__, r, panel.rect)
            assert r.width > 0 and r.height > 0
        for r1, r2 in combinations(rects, 2):
            assert not r1.colliderect(r2), (type(scene).__name__, r1, r2)
        app.stack.pop()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_rules_view_fits(app: Any, size: tuple[int, int]) -> None:
    from game.scenes.rules_view import RulesView

    app.step([resize(size)])
    scene = RulesView(SimpleNamespace(title="A game with a rather long title for a header", rules_text=LONG_RULES))
    app.stack.push(scene)
    app.step()
    screen = app.screen.get_rect()
    assert screen.contains(scene.panel_rect)
    for r in (scene.scroll.rect, scene.back.rect, scene.hint.rect, scene.title_rect):
        assert scene.panel_rect.contains(r)
    assert not scene.scroll.rect.colliderect(scene.back.rect)
    assert not scene.hint.rect.colliderect(scene.back.rect)


def test_message_box_keyboard_only(app: Any) -> None:
    from game.scenes.message import MessageScene

    answers: list[str] = []
    box = MessageScene("Sure?", "Really do it?", on_ok=lambda: answers.append("ok"), on_cancel=lambda: answers.append("cancel"))
    app.stack.push(box)
    app.step([key(pygame.K_RIGHT), key(pygame.K_RETURN)])  # OK -> Cancel, choose it
    assert answers == ["cancel"] and box not in app.stack
    box2 = MessageScene("Note", "Just so you know.", on_ok=lambda: answers.append("ok"))
    app.stack.push(box2)
    app.step([key(pygame.K_ESCAPE)])  # no Cancel: Escape means OK
    assert answers == ["cancel", "ok"] and box2 not in app.stack


def test_pause_menu_paths(app: Any) -> None:
    from game.scenes.pause import PauseScene
    from game.scenes.rules_view import RulesView
    from game.scenes.settings_view import SettingsScene
    from game.scenes.title import TitleScene

    pause = PauseScene(game_id="copas")
    app.stack.push(pause)
    app.step([key(pygame.K_DOWN), key(pygame.K_RETURN)])
    assert isinstance(app.stack.top, RulesView)
    app.step([key(pygame.K_ESCAPE), key(pygame.K_DOWN), key(pygame.K_RETURN)])
    assert isinstance(app.stack.top, SettingsScene)
    app.step([key(pygame.K_ESCAPE), key(pygame.K_ESCAPE)])
    assert pause not in app.stack
    quits: list[int] = []
    app.stack.push(PauseScene(on_quit=lambda: quits.append(1)))
    app.step([key(pygame.K_UP), key(pygame.K_RETURN)])
    assert quits == [1]
    app.stack.push(PauseScene())
    app.step([key(pygame.K_UP), key(pygame.K_RETURN)])
    assert len(app.stack) == 1 and isinstance(app.stack.top, TitleScene)


def test_rules_view_drops_a_heading_that_repeats_the_title() -> None:
    from game.scenes.rules_view import RulesView

    view = RulesView(SimpleNamespace(title="Copas", rules_text="# Copas\n\nIntro.\n\n# Cards\n- one"))
    assert view.body_text() == "\nIntro.\n\n# Cards\n- one"
    other = RulesView(SimpleNamespace(title="Copas", rules_text="# Overview\nIntro."))
    assert other.body_text() == "# Overview\nIntro."
