"""The smoke test behind ``main.py smoke-test`` (and the built program's ``smoke-test``).

Headless, in a throwaway user folder: load every asset and layout, open every scene, play one
seeded bot-only game of every game and variant through the table, write and read the saves and
the statistics. Each check prints one line; ``game.smoke.run.run_all`` is the entry point.
"""
