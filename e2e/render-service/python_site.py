"""A legacy Python site that includes eb-widgets' header and footer from the render service.

The standard library only (http.server, urllib, string.Template), as a Django or Flask view
would do it: the page's server data is the configuration document of API.md section 2; the
server POSTs it to eb-widgets-render for the signed-in header and GETs the anonymous footer,
and puts both into its template with the same document in the page's config block.

    python3 python_site.py <port> <render service URL> <dist folder>
"""
import html as markup
import json
import sys
import urllib.parse
import urllib.request
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from string import Template

PORT, RENDER_SERVICE, DIST = int(sys.argv[1]), sys.argv[2].rstrip('/'), sys.argv[3]

PAGE = Template("""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>My account: a Python page</title>
<script type="application/json" data-eb-config>$config</script>
<script defer src="/dist/eb-widgets.iife.js"></script>
</head>
<body>
$header
<main id="page-content"><h1>Your account, $first_name</h1><p>Rendered by Python.</p></main>
$footer
</body>
</html>
""")


def fragment(tag, page, server_data=None):
    """The element's HTML from the render service: POST with the server data when signed in."""
    url = f'{RENDER_SERVICE}/render/{tag}?' + urllib.parse.urlencode({'page': page})
    if server_data is None:
        request = urllib.request.Request(url)
    else:
        body = json.dumps(server_data).encode('utf-8')
        request = urllib.request.Request(url, data=body, method='POST', headers={'Content-Type': 'application/json'})
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.read().decode('utf-8')


class Site(SimpleHTTPRequestHandler):
    def do_GET(self):
        if self.path.startswith('/dist/'):
            self.path = self.path[len('/dist'):]
            return super().do_GET()
        if self.path == '/favicon.ico':
            self.send_response(204)
            return self.end_headers()
        if self.path != '/account/':
            return self.send_error(404)
        origin = f'http://{self.headers["Host"]}'
        server_data = {
            'env': {'serverUrl': origin, 'locale': 'en_US'},
            'user': {'isAuthenticated': True, 'publicId': 'u42', 'firstName': 'Grace', 'lastName': 'Hopper',
                     'fullName': 'Grace Hopper', 'email': {'email': 'grace.hopper@example.com'}},
            'request': {'path': '/account/'},
        }
        page = PAGE.substitute(
            # In a <script>, "<" is written \u003c so that no value can close it.
            config=json.dumps(server_data).replace('<', '\\u003c'),
            header=fragment('eb-header', '/account/', server_data),
            footer=fragment('eb-footer', '/account/', server_data),
            first_name=markup.escape(server_data['user']['firstName']),
        ).encode('utf-8')
        self.send_response(200)
        self.send_header('Content-Type', 'text/html; charset=utf-8')
        self.send_header('Cache-Control', 'private, no-store')
        self.send_header('Content-Length', str(len(page)))
        self.end_headers()
        self.wfile.write(page)

    def log_message(self, format, *args):
        pass


ThreadingHTTPServer(('127.0.0.1', PORT), partial(Site, directory=DIST)).serve_forever()
