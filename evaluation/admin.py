from django.contrib import admin

from .models import Cell, Experiment, Label, LabelledConversation, Strategy


class LabelInline(admin.TabularInline):
    model = Label
    extra = 0


@admin.register(LabelledConversation)
class LabelledConversationAdmin(admin.ModelAdmin):
    list_display = ("slug", "title", "source", "owner", "created")
    search_fields = ("slug", "title")
    inlines = [LabelInline]


@admin.register(Strategy)
class StrategyAdmin(admin.ModelAdmin):
    list_display = ("name", "owner", "created")


@admin.register(Experiment)
class ExperimentAdmin(admin.ModelAdmin):
    list_display = ("name", "status", "progress", "owner", "created")
    list_filter = ("status",)


@admin.register(Cell)
class CellAdmin(admin.ModelAdmin):
    list_display = ("experiment", "strategy", "conversation", "status", "attempts")
    list_filter = ("status",)
