# memorylab: `make run` to try it, `make test` to check it. Both create .venv when missing.
#
# Needs Python >= 3.11 (python3.11, else python3) and, for `make test`, nothing else: the
# integration tests use PostgreSQL/Redis on 127.0.0.1 when they run, and skip otherwise
# (in CI, CI=true, they fail instead).
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV ?= .venv
PY := $(VENV)/bin/python
HOST ?= 127.0.0.1
PORT ?= 8000
PYTEST_ARGS ?=
export LITELLM_LOCAL_MODEL_COST_MAP := True

.PHONY: install run demo test lint pytest bench soak clean

# The stamp is rebuilt when pyproject.toml changes or when the venv is gone or broken.
$(VENV)/.installed: pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), sys.version' 2>/dev/null \
	  || { echo "memorylab needs Python >= 3.11; found $(PYTHON). Set PYTHON=/path/to/python3.11"; exit 1; }
	@$(PY) -c 'import sys' 2>/dev/null || { rm -rf $(VENV) && echo "creating $(VENV) with $(PYTHON)" && $(PYTHON) -m venv $(VENV); }
	@echo "installing memorylab and its dependencies into $(VENV) (first time: a minute or two)"
	@# --no-compile: byte-compiling every installed module is half the install time, and
	@# most are never imported; Python compiles the ones that are, on first use.
	$(PY) -m pip install --quiet --disable-pip-version-check --no-compile -e '.[dev]'
	@touch $@

install: $(VENV)/.installed

# A development setup: DEBUG on, whatever the shell says (the settings default it off
# for deployments, and load_demo refuses to run without it).
run demo: export DEBUG := 1

# Migrate, load the demo data, then run a Celery worker and the web server (gunicorn,
# restarted on code changes) together; Ctrl-C stops both.
run: install
	$(PY) manage.py migrate --noinput
	$(PY) manage.py load_demo
	$(PY) -m memorylab.devserver --host $(HOST) --port $(PORT)

demo: install
	$(PY) manage.py migrate --noinput
	$(PY) manage.py load_demo

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

# Two workers, one test file each at a time: the suite is mostly waiting on subprocesses,
# servers and browsers, and a file's tests share their fixtures.
pytest: install
	$(VENV)/bin/pytest -n 2 --dist loadfile $(PYTEST_ARGS)

test: lint pytest

bench: install
	$(PY) benchmarks/run_all.py

soak: install
	SOAK=1 $(VENV)/bin/pytest -m soak -p no:randomly

clean:
	rm -rf build .pytest_cache .mypy_cache .ruff_cache
