"""``python -m tracker`` runs the ``match-tracker`` command."""

from tracker.cli import main

raise SystemExit(main())
