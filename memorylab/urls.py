from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path

from sessions import views as session_views

from . import views
from .api import api

urlpatterns = [
    path("", views.home, name="home"),
    path("healthz", views.healthz, name="healthz"),
    # Browsers ask for /favicon.ico whatever the page declares. The target is looked up per
    # request: with DEBUG off it comes from the static manifest, which does not exist
    # before collectstatic, and loading the URLs (manage.py check) must not need it.
    path("favicon.ico", views.favicon, name="favicon"),
    path("api/v1/", api.urls),
    path("admin/", admin.site.urls),
    path("accounts/login/", auth_views.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("accounts/tokens/", session_views.api_tokens, name="api_tokens"),
    path(
        "accounts/tokens/<int:token_id>/revoke/",
        session_views.revoke_api_token,
        name="revoke_api_token",
    ),
    path("sessions/", include("sessions.urls")),
    path("compaction/", include("compaction.urls")),
    path("lab/sweeps/", include("evaluation.sweep_urls")),
    path("lab/", include("evaluation.urls")),
]

handler404 = "memorylab.views.not_found"
