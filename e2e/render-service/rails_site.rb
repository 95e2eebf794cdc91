# The least Rails app around the README's helper (e2e/render-templates.spec.ts): one file, Rails'
# controller and views, Rails.cache in memory, served by WEBrick.
#
#   ruby rails_site.rb <port> <helper file> <dist folder> <anonymous server data> <signed-in server data>
#
# The helper file is the README's EbWidgetsHelper as written; the server data are JSON: /help is a
# visitor's page, /account a signed-in person's (Rails' routes answer /help/ and /account/ too).
require 'json'
require 'action_controller/railtie'
require 'rack/handler/webrick'

PORT, HELPER, DIST = ARGV[0].to_i, ARGV[1], ARGV[2]
ANONYMOUS, SIGNED_IN = JSON.parse(ARGV[3]), JSON.parse(ARGV[4])

class Site < Rails::Application
  config.eager_load = false
  config.secret_key_base = 'e2e'
  config.hosts.clear
  config.logger = Logger.new($stderr, level: :warn)
  # Rails.cache in this process's memory: the one the README's helper goes through.
  config.cache_store = :memory_store
end

load HELPER

PAGE = <<~ERB
  <!doctype html>
  <html lang="en">
  <head>
  <meta charset="utf-8">
  <title>A Rails page</title>
  <script type="application/json" data-eb-config><%= raw json_escape(server_data.to_json) %></script>
  <script type="module" src="/dist/eb-widgets.js"></script>
  </head>
  <body>
  <%= eb_fragment('eb-header', server_data: signed_in ? server_data : nil) %>
  <main id="page-content"><h1>A Rails page</h1></main>
  <%= eb_fragment('eb-footer', server_data: signed_in ? server_data : nil) %>
  </body>
  </html>
ERB

class PagesController < ActionController::Base
  helper EbWidgetsHelper

  def help
    render inline: PAGE, locals: { signed_in: false, server_data: ANONYMOUS }
  end

  def account
    render inline: PAGE, locals: { signed_in: true, server_data: SIGNED_IN }
  end
end

Site.initialize!
Site.routes.draw do
  get '/help' => 'pages#help'
  get '/account' => 'pages#account'
  mount Rack::Files.new(DIST) => '/dist'
end

Rack::Handler::WEBrick.run Site, Host: '127.0.0.1', Port: PORT, AccessLog: [], Logger: WEBrick::Log.new($stderr, WEBrick::Log::WARN)
