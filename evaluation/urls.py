app_name = "evaluation"
urlpatterns: list = []
