from django.urls import path

from . import sweep_views as views

app_name = "sweeps"
urlpatterns = [
    path("", views.index, name="index"),
    path("new", views.create, name="create"),
    path("<uuid:pk>/", views.detail, name="detail"),
    path("<uuid:pk>/progress", views.progress, name="progress"),
    path("<uuid:pk>/cancel", views.cancel, name="cancel"),
    path("<uuid:pk>/delete", views.delete, name="delete"),
    path("<uuid:pk>/export.<str:fmt>", views.export, name="export"),
]
