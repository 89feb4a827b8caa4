from django.contrib import admin

from .models import TaskRun


@admin.register(TaskRun)
class TaskRunAdmin(admin.ModelAdmin):
    list_display = ("id", "kind", "status", "progress", "owner", "session_id", "created")
    list_filter = ("kind", "status")
