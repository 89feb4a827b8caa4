"""The project's URLs plus two views that fail, to see the 500 handler answer."""

from django.urls import path

from memorylab.urls import handler404, handler500  # noqa: F401
from memorylab.urls import urlpatterns as project_urls


def boom(request):
    raise RuntimeError("a bug with /srv/secret/path in its message")


urlpatterns = [
    path("boom/", boom),
    path("api/v1/boom-outside-ninja/", boom),
    *project_urls,
]
