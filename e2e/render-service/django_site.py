"""The least Django site around the README's template tag and template (e2e/render-templates.spec.ts).

    python3 django_site.py <port> <site folder> <dist folder> <anonymous server data> <signed-in server data>

The site folder holds what the spec took from README.md: the app `yourapp` with
templatetags/eb_widgets.py, and templates/page.html, a page around the README's template. The
server data are JSON: /help/ is a visitor's page, /account/ a signed-in person's.
"""
import json
import sys

PORT, SITE, DIST = int(sys.argv[1]), sys.argv[2], sys.argv[3]
ANONYMOUS, SIGNED_IN = json.loads(sys.argv[4]), json.loads(sys.argv[5])
sys.path.insert(0, SITE)

from django.conf import settings

settings.configure(
    DEBUG=False,
    ALLOWED_HOSTS=['127.0.0.1'],
    SECRET_KEY='e2e',
    ROOT_URLCONF=__name__,
    INSTALLED_APPS=['yourapp'],
    TEMPLATES=[{
        'BACKEND': 'django.template.backends.django.DjangoTemplates',
        'DIRS': [f'{SITE}/templates'],
        # The README's tag reads the page's path from context['request'].
        'OPTIONS': {'context_processors': ['django.template.context_processors.request']},
    }],
    # Django's default cache, in this process's memory: the one the README's tag goes through.
    CACHES={'default': {'BACKEND': 'django.core.cache.backends.locmem.LocMemCache'}},
)

import django

django.setup()

from django.core.servers.basehttp import run
from django.core.wsgi import get_wsgi_application
from django.shortcuts import render
from django.urls import path, re_path
from django.views.static import serve


def help_page(request):
    return render(request, 'page.html', {'server_data': ANONYMOUS})


def account_page(request):
    return render(request, 'page.html', {'server_data': SIGNED_IN})


urlpatterns = [
    path('help/', help_page),
    path('account/', account_page),
    re_path(r'^dist/(?P<path>.*)$', serve, {'document_root': DIST}),
]

run('127.0.0.1', PORT, get_wsgi_application(), threading=True)
