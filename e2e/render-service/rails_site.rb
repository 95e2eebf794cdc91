# The least Rails app around the README's helper and layout lines (e2e/render-templates.spec.ts):
# one file, Rails' controller and views, Rails.cache in memory, served by WEBrick.
#
#   ruby rails_site.rb <port> <helper file> <layout file> <dist folder> <anonymous server data> <signed-in server data>
#
# The helper file is the README's EbWidgetsHelper as written, the layout file its lines around the
# page's content; the server data are JSON: /help is a visitor's page, /account a signed-in
# person's (Rails' routes answer /help/ and /account/ too).
require 'json'
require 'action_controller/railtie'
require 'rack/handler/webrick'

PORT, HELPER, LAYOUT, DIST = ARGV[0].to_i, ARGV[1], ARGV[2], ARGV[3]
ANONYMOUS, SIGNED_IN = JSON.parse(ARGV[4]), JSON.parse(ARGV[5])

class Site < Rails::Application
  config.eager_load = false
  config.secret_key_base = 'e2e'
  config.hosts.clear
  config.logger = Logger.new($stderr, level: :warn)
  # Rails.cache in this process's memory: the one the README's helper goes through.
  config.cache_store = :memory_store
end

load HELPER

# The page: the README's layout lines in its body, the page's content where they yield.
PAGE = <<~ERB
  <!doctype html>
  <html lang="de">
  <head>
  <meta charset="utf-8">
  <title>A Rails page</title>
  <script type="module" src="/dist/eb-widgets.js"></script>
  </head>
  <body>
  #{File.read(LAYOUT).sub('<%= yield %>', '<h1>A Rails page</h1>')}
  </body>
  </html>
ERB

class PagesController < ActionController::Base
  helper EbWidgetsHelper

  def help
    @server_data = ANONYMOUS
    render inline: PAGE
  end

  def account
    @server_data = SIGNED_IN
    render inline: PAGE
  end
end

Site.initialize!
Site.routes.draw do
  get '/help' => 'pages#help'
  get '/account' => 'pages#account'
  mount Rack::Files.new(DIST) => '/dist'
end

Rack::Handler::WEBrick.run Site, Host: '127.0.0.1', Port: PORT, AccessLog: [], Logger: WEBrick::Log.new($stderr, WEBrick::Log::WARN)
