from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path

from sessions import views as session_views
from sessions.mcp_http import mcp_endpoint

from . import views
from .api import api
from .login import ThrottledAdminAuthenticationForm, ThrottledAuthenticationForm

admin.site.login_form = ThrottledAdminAuthenticationForm

urlpatterns = [
    path("", views.home, name="home"),
    path("healthz", views.healthz, name="healthz"),
    path("favicon.ico", views.favicon, name="favicon"),
    path("api/v1/", api.urls),
    path("mcp", mcp_endpoint, name="mcp"),
    path("admin/", admin.site.urls),
    path(
        "accounts/login/",
        auth_views.LoginView.as_view(authentication_form=ThrottledAuthenticationForm),
        name="login",
    ),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("accounts/tokens/", session_views.api_tokens, name="api_tokens"),
    path(
        "accounts/tokens/<int:token_id>/revoke/",
        session_views.revoke_api_token,
        name="revoke_api_token",
    ),
    path("sessions/", include("sessions.urls")),
    path("lab/sweeps/", include("evaluation.sweep_urls")),
    path("lab/", include("evaluation.urls")),
]

handler404 = "memorylab.views.not_found"
handler500 = "memorylab.views.server_error"
