from django.contrib import admin

from .models import AgentSession, ApiToken, ArchiveEntry


@admin.register(ApiToken)
class ApiTokenAdmin(admin.ModelAdmin):
    list_display = ("name", "user", "prefix", "created", "last_used", "revoked")
    readonly_fields = ("prefix", "hashed", "created", "last_used")
    fields = ("user", "name", "prefix", "created", "last_used", "revoked")

    def save_model(self, request, obj, form, change):
        if not change:
            # Show the token once, like `manage.py create_api_token`; only its hash is kept.
            token, plain = ApiToken.issue(obj.user, obj.name)
            obj.pk, obj.prefix, obj.hashed = token.pk, token.prefix, token.hashed
            self.message_user(
                request, f"Token for {obj.name}: {plain} (copy it now, it is not shown again)"
            )
            return
        super().save_model(request, obj, form, change)


@admin.register(AgentSession)
class AgentSessionAdmin(admin.ModelAdmin):
    list_display = ("id", "owner", "turn", "context_tokens", "raw_tokens", "compactions", "updated")
    search_fields = ("id", "title")
    exclude = ("state",)


@admin.register(ArchiveEntry)
class ArchiveEntryAdmin(admin.ModelAdmin):
    list_display = ("session", "seq", "type", "turn", "offset", "length")
    list_filter = ("type",)
