"""memorylab settings: one module, driven by environment variables (healthchecks style).

Defaults give a new user a working lab with no servers: SQLite under build/ and a Celery
broker on local files. Set DATABASE_URL=postgres://... and CELERY_BROKER_URL=redis://...
for the scaled-out setup; the code is the same.
"""

import os
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from memorylab.broker import transport_options as broker_transport_options

# Offline by construction: litellm must never fetch its price map, tiktoken must read
# the encodings bundled in the litellm wheel. Set before anything imports either.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
from compaction.engine import ensure_offline_tiktoken  # noqa: E402

ensure_offline_tiktoken()

BASE_DIR = Path(__file__).resolve().parent.parent
BUILD_DIR = Path(os.getenv("MEMORYLAB_BUILD_DIR", BASE_DIR / "build"))


def envbool(name: str, default: str) -> bool:
    return os.getenv(name, default).lower() in ("1", "true", "yes", "on")


def envint(name: str, default: int) -> int:
    try:
        return int(os.getenv(name, str(default)))
    except ValueError as exc:
        raise ImproperlyConfigured(f"{name} must be an integer") from exc


def envlist(name: str, default: str) -> list[str]:
    return [item.strip() for item in os.getenv(name, default).split(",") if item.strip()]


def envfloat(name: str, default: float) -> float:
    try:
        return float(os.getenv(name, str(default)))
    except ValueError as exc:
        raise ImproperlyConfigured(f"{name} must be a number") from exc


# Off unless the environment turns it on: `make run`, `make demo`, the devserver and the
# test run set DEBUG=1 for development.
DEBUG = envbool("DEBUG", "False")
SECRET_KEY = os.getenv("SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured("SECRET_KEY is required when DEBUG is off")
    SECRET_KEY = "dev-only-insecure-key-set-SECRET_KEY-in-production"

ALLOWED_HOSTS = envlist("ALLOWED_HOSTS", "127.0.0.1,localhost")
CSRF_TRUSTED_ORIGINS = [o for o in os.getenv("CSRF_TRUSTED_ORIGINS", "").split(",") if o]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django_htmx",
    # With "ninja" installed, /api/v1/docs serves Swagger UI from our static files instead
    # of a CDN: the docs work offline.
    "ninja",
    "template_partials",
    "sessions.apps.SessionsConfig",
    "compaction.apps.CompactionConfig",
    "evaluation.apps.EvaluationConfig",
    # The project package: its management commands (load_demo uses every app).
    "memorylab",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "memorylab.urls"
WSGI_APPLICATION = "memorylab.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    }
]

if not os.getenv("DATABASE_URL"):
    # The default SQLite file lives in build/, which a fresh checkout does not have yet.
    BUILD_DIR.mkdir(parents=True, exist_ok=True)
DATABASES = {
    "default": dj_database_url.parse(
        os.getenv("DATABASE_URL") or f"sqlite:///{BUILD_DIR / 'memorylab.sqlite3'}",
        conn_max_age=envint("DB_CONN_MAX_AGE", 0),
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Web server and worker share one file: wait for a lock instead of failing at once.
    # IMMEDIATE: a transaction takes the write lock when it begins, so concurrent writers
    # queue on the timeout; a deferred one that reads first, then writes, fails at once
    # with "database is locked" when another writer got there in between.
    # WAL: readers never wait for the writer, and a commit syncs one file instead of a
    # journal and the database (synchronous stays FULL: a commit is on disk when it
    # returns, which the archive's exactly-once bookkeeping relies on).
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        timeout=20, transaction_mode="IMMEDIATE", init_command="PRAGMA journal_mode=WAL"
    )
    # A file needs no server: keeping a thread's connection open costs nothing and saves
    # opening it on every request.
    DATABASES["default"]["CONN_MAX_AGE"] = envint("DB_CONN_MAX_AGE", 60)
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "sessions:list"
LOGOUT_REDIRECT_URL = "login"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = BUILD_DIR / "static"
# plotly.js is served from the plotly wheel (no CDN: the lab runs offline).
PLOTLY_JS_DIR = Path(__import__("plotly").__file__).parent / "package_data"
STATICFILES_DIRS = [BASE_DIR / "static", ("vendor/plotly", PLOTLY_JS_DIR)]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}

# -- memorylab ----------------------------------------------------------------------
MEMORYLAB_ARCHIVE_DIR = Path(os.getenv("MEMORYLAB_ARCHIVE_DIR", BUILD_DIR / "memory-archive"))
# Where archive records live: "files" (JSONL under MEMORYLAB_ARCHIVE_DIR, one machine or a
# shared filesystem) or "database" (a table, written in the transaction of the session's
# state: web and workers then share only the database and the broker).
MEMORYLAB_ARCHIVE_BACKEND = os.getenv("MEMORYLAB_ARCHIVE_BACKEND", "files").strip().lower()
if MEMORYLAB_ARCHIVE_BACKEND not in ("files", "database"):
    raise ImproperlyConfigured(
        f"MEMORYLAB_ARCHIVE_BACKEND must be files or database, got {MEMORYLAB_ARCHIVE_BACKEND!r}"
    )
MEMORYLAB_MAX_MESSAGE_BYTES = envint("MEMORYLAB_MAX_MESSAGE_BYTES", 4 * 1024 * 1024)
# Body limit for the API: a batch of messages may hold several large tool outputs.
DATA_UPLOAD_MAX_MEMORY_SIZE = envint("MEMORYLAB_MAX_REQUEST_BYTES", 32 * 1024 * 1024)
# Uploaded conversation files wait here for a worker: with several hosts, shared storage.
MEMORYLAB_UPLOAD_DIR = Path(os.getenv("MEMORYLAB_UPLOAD_DIR", BUILD_DIR / "uploads"))
MEMORYLAB_MAX_IMPORT_BYTES = envint("MEMORYLAB_MAX_IMPORT_BYTES", 256 * 1024 * 1024)
# The lab reads an uploaded labelled file whole, in the web process.
MEMORYLAB_MAX_LAB_UPLOAD_BYTES = envint("MEMORYLAB_MAX_LAB_UPLOAD_BYTES", 20 * 1024 * 1024)
# Processes per threshold sweep on a worker (unset: one per CPU).
MEMORYLAB_SWEEP_WORKERS = envint("MEMORYLAB_SWEEP_WORKERS", 0) or None
MEMORYLAB_MAX_SWEEP_CONVERSATIONS = envint("MEMORYLAB_MAX_SWEEP_CONVERSATIONS", 500)
# A sweep on the workers fans out into this many parts at most (one Celery task each).
MEMORYLAB_SWEEP_PARTS = envint("MEMORYLAB_SWEEP_PARTS", 32)
# An experiment on the workers fans out into this many parts at most (4 cells each at least).
MEMORYLAB_EXPERIMENT_PARTS = envint("MEMORYLAB_EXPERIMENT_PARTS", 16)
# Sweeps, experiments and imports one user may have queued or running at once: one user
# must not be able to fill every worker.
MEMORYLAB_MAX_JOBS_PER_USER = envint("MEMORYLAB_MAX_JOBS_PER_USER", 2)
# The only server folders a staff user may point the web lab at (relative to the project);
# users upload documents. Default: the project's own conversations.
MEMORYLAB_DATA_DIRS = [
    BASE_DIR / d for d in envlist("MEMORYLAB_DATA_DIRS", "evaluation/fixtures/labelled,demo")
]
# litellm model names users may have the server call (summaries, judges, embeddings);
# "extractive" (offline) is always allowed. Each call spends the provider keys set here.
MEMORYLAB_ALLOWED_MODELS = envlist("MEMORYLAB_ALLOWED_MODELS", "extractive")
# Login throttling: this many failed logins for one username from one address lock that
# pair out for the window.
MEMORYLAB_LOGIN_FAILURES = envint("MEMORYLAB_LOGIN_FAILURES", 5)
MEMORYLAB_LOGIN_WINDOW_SECONDS = envint("MEMORYLAB_LOGIN_WINDOW_SECONDS", 15 * 60)

# The cache holds the login throttle's counters, shared by every web process: in Redis
# (CACHE_URL=redis://host:6379/1), else in a table of the database (created by migrate).
# A per-process cache would give an attacker one window of tries per web process. Many
# entries: culling a full cache would drop counters, so flooding it must not be cheap.
CACHES = {
    "default": (
        {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": os.environ["CACHE_URL"],
        }
        if os.getenv("CACHE_URL")
        else {
            "BACKEND": "django.core.cache.backends.db.DatabaseCache",
            "LOCATION": "memorylab_cache",
            "OPTIONS": {"MAX_ENTRIES": 100_000},
        }
    )
}
# The OpenAI-compatible proxy: where its model calls go (litellm's api_base; unset: the
# provider's own endpoint) and how long one may take, in seconds.
MEMORYLAB_PROXY_API_BASE = os.getenv("MEMORYLAB_PROXY_API_BASE", "")
MEMORYLAB_PROXY_TIMEOUT = envint("MEMORYLAB_PROXY_TIMEOUT", 600)

# -- Celery ---------------------------------------------------------------------------
# Default broker: kombu's filesystem transport. It needs no server, yet a real worker
# process consumes it (`make run` starts one), so the default setup behaves like the
# scaled-out one. Production: CELERY_BROKER_URL=redis://... Task state lives in our own
# TaskRun rows, so no result backend is needed.
BROKER_DIR = Path(os.getenv("MEMORYLAB_BROKER_DIR", BUILD_DIR / "broker"))
CELERY_BROKER_URL = os.getenv("CELERY_BROKER_URL", "filesystem://")
CELERY_BROKER_TRANSPORT_OPTIONS = (
    broker_transport_options(BROKER_DIR) if CELERY_BROKER_URL.startswith("filesystem") else {}
)
CELERY_RESULT_BACKEND = None
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_ACKS_LATE = True  # a task killed with its worker runs again: tasks are idempotent
# A pool process that dies mid-task: Celery acknowledges the message and reports it in the
# worker's main process, where compaction.reaper queues the run again (or fails it after
# MEMORYLAB_TASK_MAX_ATTEMPTS). Requeueing the message instead would loop forever on a
# task that kills its worker.
CELERY_TASK_REJECT_ON_WORKER_LOST = False
if CELERY_BROKER_URL.startswith(("redis", "rediss")):
    # A whole worker killed: Redis hands its unacknowledged message out again after this
    # long (the reaper has usually queued the run again by then; claims keep it single).
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        "visibility_timeout": envint("MEMORYLAB_BROKER_VISIBILITY_TIMEOUT", 3600)
    }
# Liveness of background runs (compaction.reaper): heartbeat period, how old a heartbeat
# makes a run lost, and how many times a run whose worker was lost is started at most.
MEMORYLAB_TASK_HEARTBEAT_SECONDS = envfloat("MEMORYLAB_TASK_HEARTBEAT_SECONDS", 10.0)
MEMORYLAB_TASK_STALE_SECONDS = envfloat("MEMORYLAB_TASK_STALE_SECONDS", 60.0)
MEMORYLAB_TASK_MAX_ATTEMPTS = envint("MEMORYLAB_TASK_MAX_ATTEMPTS", 3)
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_ALWAYS_EAGER = envbool("CELERY_TASK_ALWAYS_EAGER", "False")  # tests only
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True

if not DEBUG:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SESSION_COOKIE_SECURE = envbool("SESSION_COOKIE_SECURE", "True")
    CSRF_COOKIE_SECURE = envbool("CSRF_COOKIE_SECURE", "True")
    SECURE_SSL_REDIRECT = envbool("SECURE_SSL_REDIRECT", "True")
    # Load balancers probe over plain HTTP: a redirect would read as "down".
    SECURE_REDIRECT_EXEMPT = [r"^healthz$"]
    SECURE_HSTS_SECONDS = envint("SECURE_HSTS_SECONDS", 31536000)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True
    SECURE_CONTENT_TYPE_NOSNIFF = True
    STORAGES["staticfiles"]["BACKEND"] = "whitenoise.storage.CompressedManifestStaticFilesStorage"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.getenv("LOG_LEVEL", "WARNING")},
}
