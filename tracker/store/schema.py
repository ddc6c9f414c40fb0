"""The newest schema revision, known without loading Alembic and the migrations.

Opening a database compares the revision it records with this one: only a database
at another revision (new, older or newer) loads Alembic. A new migration must set
this to its revision (a test checks it is the migrations' single head).
"""

HEAD_REVISION = "0023"
