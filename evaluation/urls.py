from django.urls import path

from . import views

app_name = "evaluation"
urlpatterns = [
    path("", views.index, name="index"),
    path("conversations/upload", views.upload, name="upload"),
    path("conversations/shipped", views.import_shipped, name="import_shipped"),
    path("conversations/<int:pk>/", views.conversation, name="conversation"),
    path("conversations/<int:pk>/export", views.conversation_export, name="conversation_export"),
    path("conversations/<int:pk>/delete", views.conversation_delete, name="conversation_delete"),
    path("conversations/<int:pk>/labels", views.label_add, name="label_add"),
    path("labels/<int:pk>/", views.label_edit, name="label_edit"),
    path("labels/<int:pk>/delete", views.label_delete, name="label_delete"),
    path("strategies", views.strategy_create, name="strategy_create"),
    path("strategies/<int:pk>/delete", views.strategy_delete, name="strategy_delete"),
    path("experiments", views.experiment_create, name="experiment_create"),
    path("experiments/<int:pk>/", views.experiment, name="experiment"),
    path("experiments/<int:pk>/progress", views.experiment_progress, name="experiment_progress"),
    path("experiments/<int:pk>/cancel", views.experiment_cancel, name="experiment_cancel"),
    path("experiments/<int:pk>/resume", views.experiment_resume, name="experiment_resume"),
    path("experiments/<int:pk>/delete", views.experiment_delete, name="experiment_delete"),
    path(
        "experiments/<int:pk>/export.<str:fmt>",
        views.experiment_export,
        name="experiment_export",
    ),
    path("experiments/<int:pk>/cells/<int:cell_pk>/", views.cell, name="cell"),
]
