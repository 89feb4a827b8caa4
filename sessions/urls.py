from django.urls import path

from . import views

app_name = "sessions"
urlpatterns = [
    path("", views.session_list, name="list"),
    path("<str:session_id>/", views.session_detail, name="detail"),
    path("<str:session_id>/diff/", views.session_diff, name="diff"),
    path("<str:session_id>/events/", views.session_events, name="events"),
    path("<str:session_id>/archive/<int:seq>/", views.archive_record, name="record"),
    path("<str:session_id>/compact/", views.compact, name="compact"),
    path("<str:session_id>/tasks/<str:task_id>/", views.task_status, name="task"),
]
