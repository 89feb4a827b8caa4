app_name = "compaction"
urlpatterns: list = []
