# memorylab: `make run` to try it, `make test` to check it. Both create .venv when missing.
PYTHON ?= python3.11
VENV ?= .venv
PY := $(VENV)/bin/python
HOST ?= 127.0.0.1
PORT ?= 8000
export LITELLM_LOCAL_MODEL_COST_MAP := True

.PHONY: install run test lint bench soak clean

$(VENV)/.installed: pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV) || python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	@touch $@

install: $(VENV)/.installed

# Migrate, load the demo data, start a Celery worker and the web server; Ctrl-C stops both.
run: install
	@mkdir -p build
	$(PY) manage.py migrate --noinput
	$(PY) manage.py load_demo
	@$(VENV)/bin/celery -A memorylab worker --loglevel=WARNING --concurrency=2 > build/worker.log 2>&1 & \
	  WORKER=$$!; trap "kill $$WORKER 2>/dev/null" EXIT INT TERM; \
	  echo "Celery worker started (pid $$WORKER, log build/worker.log)"; \
	  echo "memorylab: http://$(HOST):$(PORT)/  (API docs: http://$(HOST):$(PORT)/api/v1/docs)"; \
	  $(PY) manage.py runserver $(HOST):$(PORT) --noreload

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

test: lint
	$(VENV)/bin/pytest

bench: install
	$(PY) benchmarks/run_all.py

soak: install
	SOAK=1 $(VENV)/bin/pytest -m soak -p no:randomly

clean:
	rm -rf build .pytest_cache .mypy_cache .ruff_cache
