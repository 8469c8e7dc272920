"""Table layouts: every layout loads headless, has its anchors inside the map, nothing collides."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import importlib.util  # noqa: E402
import itertools  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.layout import (  # noqa: E402
    LOGICAL_CARD_SIZES,
    LOGICAL_SIZE,
    LayoutError,
    common_anchors,
    find_layout_file,
    layouts_dir,
    load_layout,
    read_layout,
    viewport_for,
)
from game.sprites import fan_layout  # noqa: E402
from game.table.module import table_for  # noqa: E402
from rules.core.registry import all_games, get_game  # noqa: E402

LARGEST = LOGICAL_CARD_SIZES["large"]
ROOT = Path(__file__).resolve().parent.parent
CARD_SLOTS = ("deck", "prize", "prize_deck", "set_aside", "discard")


def game_anchors(game_id: str, players: int) -> list[str]:
    """What the game's table module reads beyond the common anchors: its required anchors and
    the optional ``fan_<i>`` anchors of the other seats' hands (nothing more is in its files)."""
    required = table_for(game_id).required_anchors(players)
    layout = load_layout(game_id, players)
    fans = [f"fan_{i}" for i in range(1, players) if layout.has(f"fan_{i}") and f"fan_{i}" not in required]
    return [*required, *fans]


ALL_CASES = [(g, n) for g, info in all_games().items() for n in info.player_counts]
# The trick-table checks below read trick and bid slots: the games laid out as a trick table.
CASES = [(g, n) for g in ("copas", "assassins_trick") for n in get_game(g).player_counts]


def family(name: str) -> str:
    """Anchors of one family may overlap: the trick (or bidding) area holds its card slots."""
    head, _, tail = name.rpartition("_")
    if name == "trick" or head in ("trick", "bid"):
        return "trick"
    return name


@pytest.mark.parametrize(("game_id", "players"), ALL_CASES)
def test_layout_loads_with_every_anchor_inside_the_map(game_id: str, players: int) -> None:
    layout = load_layout(game_id, players, required=game_anchors(game_id, players))
    assert sorted(layout.names()) == sorted(common_anchors(players) + game_anchors(game_id, players)), (
        "a layout holds the common anchors and what its game reads, nothing stale"
    )
    assert layout.size == LOGICAL_SIZE
    bounds = pygame.Rect((0, 0), layout.size)
    for name in layout.names():
        r = layout.anchor(name)
        assert r.width > 0 and r.height > 0, name
        assert bounds.contains(r), f"{name} {r} leaves the map"


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_no_forbidden_overlaps(game_id: str, players: int) -> None:
    layout = load_layout(game_id, players)
    for a, b in itertools.combinations(layout.names(), 2):
        if family(a) == family(b):
            continue
        assert not layout.anchor(a).colliderect(layout.anchor(b)), f"{a} overlaps {b}"


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_card_slots_hold_the_largest_card_and_stay_in_the_trick(game_id: str, players: int) -> None:
    layout = load_layout(game_id, players)
    trick = layout.anchor("trick")
    for name in layout.names():
        if name in CARD_SLOTS or name.startswith(("trick_", "bid_")):
            r = layout.anchor(name)
            assert r.width >= LARGEST[0] and r.height >= LARGEST[1], name
        if name.startswith(("trick_", "bid_")):
            assert trick.contains(layout.anchor(name)), f"{name} sticks out of the trick area"


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_trick_cards_never_hide_each_others_corner_index(game_id: str, players: int) -> None:
    layout = load_layout(game_id, players)
    kind = "trick" if layout.has("trick_0") else "bid"
    slots = [layout.anchor(f"{kind}_{i}") for i in range(players)]
    for i, j in itertools.permutations(range(players), 2):
        a = slots[i]
        index = pygame.Rect(a.x, a.y, round(a.width * 0.3), round(a.height * 0.3))
        assert not slots[j].colliderect(index) or slots[j] == a, f"{kind}_{j} covers {kind}_{i}'s index"


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_room_for_names_counts_and_a_full_hand(game_id: str, players: int) -> None:
    layout = load_layout(game_id, players)
    for i in range(players):
        seat = layout.anchor(f"seat_{i}")
        assert seat.width >= 160 and seat.height >= 80, f"seat_{i} is too small for a name plate"
    hand = layout.anchor("hand")
    for setting, size in LOGICAL_CARD_SIZES.items():
        rects = fan_layout(13, hand, size, raised=[True] * 13)
        assert all(hand.contains(r) for r in rects), setting
        step = rects[1].x - rects[0].x
        assert step >= 30, f"{setting} cards in a 13-card hand show only {step}px each"
        assert rects[0].y < hand.bottom - size[1], "a raised card must rise"


@pytest.mark.parametrize(("game_id", "players"), CASES)
@pytest.mark.parametrize("window", [(960, 600), (1280, 720), (1920, 1080), (1000, 800)])
def test_layout_scales_into_the_window(game_id: str, players: int, window: tuple[int, int]) -> None:
    layout = load_layout(game_id, players)
    scaled = layout.scaled(window)
    screen = pygame.Rect((0, 0), window)
    scale = layout.scale(window)
    assert scale == pytest.approx(min(window[0] / 1280, window[1] / 720))
    for name, r in scaled.items():
        assert screen.contains(r), f"{name} {r} leaves a {window} window"
        logical = layout.anchor(name)
        assert r.width == pytest.approx(logical.width * scale, abs=1)
        assert layout.scaled_anchor(name, window) == r
    for a, b in itertools.combinations(scaled, 2):
        if family(a) != family(b):
            assert not scaled[a].colliderect(scaled[b]), f"{a} overlaps {b} at {window}"
    view = layout.viewport(window)
    x, y = view.to_logical(view.point((123.0, 456.0)))
    assert (x, y) == pytest.approx((123.0, 456.0))


def test_every_layout_file_has_the_common_anchors() -> None:
    files = sorted(layouts_dir().glob("*.tmx"))
    assert files
    for path in files:
        layout = read_layout(path)
        assert layout.players, path.name
        for players in layout.players:
            layout.require(common_anchors(players))
    assert common_anchors(3) == ["hand", "controls", "score_panel", "log", "buttons", "seat_0", "seat_1", "seat_2"]


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_controls_sit_just_above_the_hand_clear_of_cards_and_plates(game_id: str, players: int) -> None:
    layout = load_layout(game_id, players)
    window = (1280, 720)
    scaled = layout.scaled(window)
    hand, controls = scaled["hand"], scaled["controls"]
    assert controls.bottom <= hand.top and hand.top - controls.bottom <= 8, "controls hug the hand's top"
    assert controls.left <= hand.left and controls.right >= hand.right - 1
    assert controls.height >= 36, "room for a row of buttons"
    view = layout.viewport(window)
    for size in LOGICAL_CARD_SIZES.values():
        card = (view.length(size[0]), view.length(size[1]))
        for r in fan_layout(13, hand, card, raised=[True] * 13):
            assert not r.colliderect(controls), f"a raised {size} card covers the controls"
    plates = [scaled[f"seat_{i}"] for i in range(players)]
    for name in ("hand", "controls", *(f"seat_{i}" for i in range(players))):
        for plate in plates:
            if plate is not scaled[name]:
                assert not plate.colliderect(scaled[name]), f"a seat plate overlaps {name}"


def test_shared_layout_code_names_no_game() -> None:
    ids = list(all_games())
    assert ids
    for path in ("game/layout.py", "tools/make_layouts.py", "game/art/styles.py"):
        text = (ROOT / path).read_text(encoding="utf-8")  # the suit "Copas" is not the game "copas"
        for game_id in ids:
            assert game_id not in text, f"{path} names {game_id}"


def test_viewport_letterboxes_960x600() -> None:
    view = viewport_for((960, 600))
    assert view.scale == 0.75
    assert view.offset == (0, 30)
    assert view.length(LOGICAL_CARD_SIZES["small"][0]) == 56


def test_missing_layout_and_anchor_are_clear_errors(tmp_path: Path) -> None:
    with pytest.raises(LayoutError, match="no table layout for copas with 9 players"):
        load_layout("copas", 9)
    with pytest.raises(LayoutError, match="lacks anchor"):
        load_layout("copas", 4, required=["quality_slot"])
    layout = load_layout("copas", 4)
    with pytest.raises(LayoutError, match="no anchor 'hierarchy_track'"):
        layout.anchor("hierarchy_track")
    with pytest.raises(LayoutError, match="no layout file"):
        read_layout(tmp_path / "nothing.tmx")
    broken = tmp_path / "broken.tmx"
    broken.write_text("<map", encoding="utf-8")
    with pytest.raises(LayoutError, match="cannot read"):
        read_layout(broken)


def test_a_layout_may_serve_a_group_of_player_counts(tmp_path: Path) -> None:
    source = (layouts_dir() / "copas_4.tmx").read_text(encoding="utf-8")
    (tmp_path / "copas_group.tmx").write_text(source.replace('value="4"', 'value="3, 4"'), encoding="utf-8")
    assert find_layout_file("copas", 3, tmp_path).name == "copas_group.tmx"
    assert read_layout(find_layout_file("copas", 4, tmp_path)).players == (3, 4)
    with pytest.raises(LayoutError):
        find_layout_file("copas", 5, tmp_path)


def test_committed_layouts_match_the_generator(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("make_layouts", ROOT / "tools" / "make_layouts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    written = module.main(tmp_path)
    assert written, "the generator wrote nothing"
    for path in written:
        committed = layouts_dir() / path.name
        assert committed.is_file(), f"{path.name} is not in art/layouts (run tools/make_layouts.py)"
        assert committed.read_text(encoding="utf-8") == path.read_text(encoding="utf-8"), (
            f"{path.name} is out of date: run tools/make_layouts.py"
        )
